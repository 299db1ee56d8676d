/**
 * `/api/openapi.json`: the route tables (index.ts) written as an OpenAPI 3.1 document. Zod 4 writes JSON Schema
 * 2020-12, the dialect OpenAPI 3.1 uses, so every schema is the one the route validates with or answers by.
 */
import { z } from 'zod';
import { pathParamNames, refusalSchema, refusalsOf, type Answer, type RouteSpec, type RouteTable } from './define';

/** What the docs say about who may call a route, and the security it needs. */
export const ACCESS_TEXT: Record<RouteSpec['access'], string> = {
  public: 'Verejné',
  optional: 'Verejné; s prihlásením odpovedá pre účet',
  customer: 'Prihlásený zákazník',
  staff: 'Personál (administrátor alebo asistent)',
  admin: 'Administrátor',
};

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema without its `$schema` line (the document's dialect is OpenAPI 3.1's). */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

/** `/api/orders/:id/paid` → `/api/orders/{id}/paid`; a trailing `*` becomes a `{path}` parameter. */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');
}

function answerObject(answer: Answer) {
  if (answer.kind === 'empty') return { description: answer.description };
  if (answer.kind === 'file') return { description: answer.description, content: { [answer.contentType]: {} } };
  return { description: answer.description, content: { 'application/json': { schema: schemaOf(answer.schema, 'output') } } };
}

function parametersOf(path: string, spec: RouteSpec) {
  const inPath = [...pathParamNames(path), ...(path.endsWith('*') ? ['path'] : [])].map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = spec.query ? schemaOf(spec.query, 'input') : undefined;
  const properties = (query?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const inQuery = Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
  const headers = Object.entries(spec.headers ?? {}).map(([name, description]) => ({
    name,
    in: 'header',
    required: false,
    description,
    schema: { type: 'string' },
  }));
  return [...inPath, ...inQuery, ...headers];
}

function operationOf(key: string, path: string, spec: RouteSpec) {
  const parameters = parametersOf(path, spec);
  const refusals = Object.entries(refusalsOf(key, spec)).map(([status, description]) => [
    status,
    { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } } },
  ]);
  const answers = Object.entries(spec.answers).map(([status, answer]) => [status, answerObject(answer as Answer)]);
  return {
    operationId: spec.id,
    summary: spec.summary,
    description: [`Prístup: ${ACCESS_TEXT[spec.access]}.`, spec.notes].filter(Boolean).join('\n\n'),
    tags: [spec.tag],
    ...(spec.access === 'public' ? {} : { security: spec.access === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }] }),
    ...(parameters.length ? { parameters } : {}),
    ...(spec.body === 'multipart'
      ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } } }
      : spec.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(spec.body, 'input') } } } }
        : {}),
    responses: Object.fromEntries([...answers, ...refusals]),
  };
}

export interface OpenApiOptions {
  /** The shop's public address (`BASE_URL`), the document's one server. */
  serverUrl: string;
  version: string;
}

/** The whole document: one path item per path, one operation per method. */
export function openApiDocument(table: RouteTable, { serverUrl, version }: OpenApiOptions) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, spec] of Object.entries(table) as [keyof RouteTable, RouteSpec][]) {
    const [method, path] = key.split(' ') as [string, string];
    paths[openApiPath(path)] ??= {};
    const item = paths[openApiPath(path)];
    item[method.toLowerCase()] = operationOf(key, path, spec);
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Prúd života – API obchodu',
      version,
      description:
        'Adresy, ktoré používa obchod a jeho klienti. Odpovede sú JSON; chyba je vždy `{ "message": "…" }` ' +
        '(formulár pridáva `fields`) so stavom 4xx. Prihlásenie: `Authorization: Bearer <token>` z `POST /api/users/login`.',
    },
    servers: [{ url: serverUrl }],
    tags: [...new Set(Object.values(table).map((s) => s.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Refusal: schemaOf(refusalSchema, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Token z prihlásenia (`token` v odpovedi).' } },
    },
  };
}
