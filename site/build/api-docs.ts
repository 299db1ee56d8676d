/**
 * The integrators' page (`/api-docs`, site/pages/api-docs.astro), read at build time from the same OpenAPI
 * document `GET /api/openapi.json` answers (worker/domain/api-contract): the routes by tag, and each schema as a
 * list of fields a person reads (name, type, required, Slovak note). Pure: no I/O.
 */
import { apiContract } from '~/worker/domain/api-contract';
import { ACCESS_TEXT, openApiDocument } from '~/worker/domain/api-contract/openapi';
import type { RouteSpec } from '~/worker/domain/api-contract/define';

type Schema = Record<string, unknown>;

/** One field of a schema as the page lists it; `fields`: an object's (or an array's items') own fields. */
export interface DocField {
  name: string;
  type: string;
  required: boolean;
  description: string;
  fields: DocField[];
}

export interface DocAnswer {
  status: string;
  description: string;
  /** `application/json`, `text/html`…; '' for an answer without a body. */
  contentType: string;
  /** The JSON's shape: its type line and its fields (none for a file). */
  type: string;
  fields: DocField[];
  /** The schema as JSON: what tells two answers of the same shape apart (the page shows each shape's fields once). */
  schemaJson: string;
  /** An answer of a shape listed earlier on the page: where its fields are (`fields` is then empty). */
  sameAs: { anchor: string; label: string } | null;
}

interface DocParameter {
  name: string;
  in: string;
  required: boolean;
  type: string;
  description: string;
}

export interface DocRoute {
  /** `GET`, and the document's path (`/api/products/{id}`). */
  method: string;
  path: string;
  /** The anchor of the route on the page: `get-api-products-id`. */
  anchor: string;
  id: string;
  summary: string;
  access: string;
  notes: string;
  parameters: DocParameter[];
  body: DocAnswer | null;
  answers: DocAnswer[];
}

interface DocTag {
  name: string;
  anchor: string;
  routes: DocRoute[];
}

const REFUSAL = '#/components/schemas/Refusal';

/** What a schema is, in a few words: `string`, `integer | null`, `array of object`, `"idle" | "done"`, `Refusal`. */
export function typeOf(s: Schema | undefined): string {
  if (!s || Object.keys(s).length === 0) return 'any';
  if (typeof s.$ref === 'string') return s.$ref === REFUSAL ? 'Refusal' : s.$ref.split('/').pop()!;
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in s) return JSON.stringify(s.const);
  const union = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (union) return [...new Set(union.map(typeOf))].join(' | ');
  if (Array.isArray(s.type)) return s.type.join(' | ');
  if (s.type === 'array') return `array of ${typeOf(s.items as Schema | undefined)}`;
  if (s.type === 'object' && !s.properties && s.additionalProperties && typeof s.additionalProperties === 'object') {
    return `map of ${typeOf(s.additionalProperties as Schema)}`;
  }
  return typeof s.type === 'string' ? s.type : 'any';
}

/** The object a schema holds: itself, an array's items, or the object of a nullable union. */
function objectOf(s: Schema | undefined): Schema | undefined {
  if (!s) return undefined;
  if (s.properties) return s;
  if (s.type === 'array') return objectOf(s.items as Schema | undefined);
  const union = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  return union?.map(objectOf).find(Boolean);
}

/** The fields of a schema, nested as deep as it goes (an object's fields, an array's items' fields). */
export function fieldsOf(s: Schema | undefined): DocField[] {
  const object = objectOf(s);
  if (!object) return [];
  const required = new Set((object.required as string[] | undefined) ?? []);
  return Object.entries(object.properties as Record<string, Schema>).map(([name, field]) => ({
    name,
    type: typeOf(field),
    required: required.has(name),
    description: typeof field.description === 'string' ? field.description : '',
    fields: fieldsOf(field),
  }));
}

/** A schema or `$ref` replaced by what it names, so the page shows the Refusal's fields too. */
function resolved(s: Schema | undefined, components: Record<string, Schema>): Schema | undefined {
  if (s && typeof s.$ref === 'string') return components[s.$ref.split('/').pop()!] ?? s;
  return s;
}

function answerOf(status: string, response: Schema, components: Record<string, Schema>): DocAnswer {
  const content = (response.content ?? {}) as Record<string, { schema?: Schema }>;
  const [contentType = '', media] = Object.entries(content)[0] ?? [];
  const raw = media?.schema;
  const schema = resolved(raw, components);
  const hasSchema = !!raw && Object.keys(raw).length > 0;
  return {
    status,
    description: String(response.description ?? ''),
    contentType,
    type: hasSchema ? typeOf(raw) : '',
    fields: hasSchema ? fieldsOf(schema) : [],
    schemaJson: hasSchema ? JSON.stringify(schema) : '',
    sameAs: null,
  };
}

/** `get`, `/api/products/{id}` → `get-api-products-id` (a tag's Slovak name without its accents). */
export function anchorOf(method: string, path: string): string {
  const plain = `${method}-${path}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return plain
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The whole page's content: every route of the contract, by its tag in the document's order. */
export function apiDocs(serverUrl: string) {
  const doc = openApiDocument(apiContract, { serverUrl, version: '1' });
  const components = doc.components.schemas as Record<string, Schema>;
  const specs = Object.values(apiContract) as RouteSpec[];
  const byId = new Map(specs.map((s) => [s.id, s]));
  const tags = new Map<string, DocRoute[]>(doc.tags.map((t) => [t.name, []]));
  // `POST /api/orders` and `POST /api/orders/` (the spec's spelling) are two routes: the second anchor gets a suffix.
  const anchors = new Set<string>();
  const uniqueAnchor = (method: string, path: string) => {
    const base = anchorOf(method, path);
    let anchor = base;
    for (let n = 2; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
    return anchor;
  };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item) as [string, Schema][]) {
      const spec = byId.get(String(op.operationId))!;
      const body = op.requestBody as { content: Record<string, { schema?: Schema }> } | undefined;
      const [bodyType] = Object.keys(body?.content ?? {});
      const route: DocRoute = {
        method: method.toUpperCase(),
        path,
        anchor: uniqueAnchor(method, path),
        id: spec.id,
        summary: spec.summary,
        access: ACCESS_TEXT[spec.access],
        notes: spec.notes ?? '',
        parameters: ((op.parameters ?? []) as Schema[]).map((p) => ({
          name: String(p.name),
          in: String(p.in),
          required: p.required === true,
          type: typeOf(p.schema as Schema | undefined),
          description: String(p.description ?? (p.schema as Schema | undefined)?.description ?? ''),
        })),
        body: body ? answerOf('', { description: '', content: { [bodyType]: body.content[bodyType] } }, components) : null,
        answers: Object.entries(op.responses as Record<string, Schema>).map(([status, r]) => answerOf(status, r, components)),
      };
      tags.get(spec.tag)!.push(route);
    }
  }
  const groups: DocTag[] = [...tags].map(([name, routes]) => ({ name, anchor: anchorOf('tag', name), routes }));
  listEachShapeOnce(groups.flatMap((g) => g.routes));
  return { title: doc.info.title, description: doc.info.description, routes: specs.length, tags: groups };
}

/**
 * An object's fields are listed once, at the shape's home: the first read (`GET`) that answers it, else where the
 * page first shows it; every other body or answer of the same shape links there (an order is the answer of a
 * dozen routes: listed each time, the page was a megabyte).
 */
function listEachShapeOnce(routes: DocRoute[]): void {
  const parts = routes.flatMap((route) =>
    [...(route.body ? [route.body] : []), ...route.answers]
      .filter((part) => part.fields.length > 0 && part.type !== 'Refusal')
      .map((part) => ({ route, part, read: route.method === 'GET' && part !== route.body })),
  );
  const home = new Map<string, (typeof parts)[number]>();
  for (const p of [...parts.filter((p) => p.read), ...parts]) if (!home.has(p.part.schemaJson)) home.set(p.part.schemaJson, p);
  for (const { part } of parts) {
    const at = home.get(part.schemaJson)!;
    if (at.part === part) continue;
    part.sameAs = {
      anchor: at.route.anchor,
      label: `${at.route.method} ${at.route.path}${at.part === at.route.body ? ' (telo)' : ` (${at.part.status})`}`,
    };
    part.fields = [];
  }
}

/** Escapes text for HTML and turns the notes' `code` into <code>: the contract's Slovak uses backticks for names. */
export function inlineCode(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return escaped.replace(/`([^`]+)`/g, '<code>$1</code>');
}
