import { describe, expect, it } from 'vitest';
import { apiContract } from '~/worker/domain/api-contract';
import { anchorOf, apiDocs, fieldsOf, inlineCode, typeOf } from './api-docs';

/** The integrators' page's content, read from the same OpenAPI document as `/api/openapi.json`. */
describe('apiDocs', () => {
  const docs = apiDocs('https://prud.sk');
  const routes = docs.tags.flatMap((t) => t.routes);

  it('lists every route of the contract once, under its tag, with unique anchors', () => {
    expect(routes).toHaveLength(Object.keys(apiContract).length);
    expect(docs.routes).toBe(routes.length);
    expect(new Set(routes.map((r) => r.anchor)).size).toBe(routes.length);
    for (const t of docs.tags) expect(t.routes.length).toBeGreaterThan(0);
  });

  it('shows a route with its access, parameters, answer fields and refusals', () => {
    const upload = routes.find((r) => r.method === 'POST' && r.path === '/api/upload')!;
    expect(upload.access).toBe('Personál (administrátor alebo asistent)');
    expect(upload.body?.contentType).toBe('multipart/form-data');
    expect(upload.answers.map((a) => a.status)).toEqual(['201', '400', '401', '403', '413', '415']);
    expect(upload.answers[0]).toMatchObject({ contentType: 'application/json', type: 'string' });
    const refusal = upload.answers.find((a) => a.status === '415')!;
    expect(refusal.type).toBe('Refusal');
    expect(refusal.fields.map((f) => [f.name, f.required])).toEqual([
      ['message', true],
      ['fields', false],
    ]);

    const audio = routes.find((r) => r.method === 'GET' && r.path === '/api/audio/{id}')!;
    expect(audio.parameters).toEqual([{ name: 'id', in: 'path', required: true, type: 'string', description: '' }]);
    // The record's fields are listed at its read; the creation's answer of the same shape links there.
    const fields = audio.answers[0].fields;
    expect(fields.map((f) => f.name)).toEqual(['_id', 'audioTitle', 'mp3file', 'category', 'subcategory', 'isDraft']);
    expect(fields.find((f) => f.name === 'isDraft')).toMatchObject({ type: 'boolean', required: true });
    expect(JSON.parse(audio.answers[0].schemaJson).additionalProperties).toBe(false);
    expect(audio.answers[0].sameAs).toBeNull();
  });

  it("lists each shape's fields once and links a later answer of the same shape there", () => {
    const read = routes.find((r) => r.method === 'GET' && r.path === '/api/audio/{id}')!;
    const created = routes.find((r) => r.method === 'POST' && r.path === '/api/audio')!;
    expect(created.answers[0].fields).toEqual([]);
    expect(created.answers[0].sameAs).toEqual({ anchor: read.anchor, label: 'GET /api/audio/{id} (200)' });
    const product = routes.find((r) => r.method === 'GET' && r.path === '/api/products/{id}')!;
    expect(product.answers[0].fields.map((f) => f.name)).toContain('countInStock');
    // Every shape is listed somewhere: each link points at a route whose part of that shape has its fields.
    for (const part of routes.flatMap((r) => [...r.answers, ...(r.body ? [r.body] : [])]).filter((a) => a.sameAs)) {
      const target = routes.find((r) => r.anchor === part.sameAs!.anchor)!;
      const listed = [...target.answers, ...(target.body ? [target.body] : [])].find((a) => a.schemaJson === part.schemaJson)!;
      expect(listed.fields.length).toBeGreaterThan(0);
    }
  });

  it('nests an array of objects and its fields (the dashboard)', () => {
    const dashboard = routes.find((r) => r.path === '/api/dashboard')!;
    const months = dashboard.answers[0].fields.find((f) => f.name === 'months')!;
    expect(months.type).toBe('array of object');
    expect(months.fields.map((f) => f.name)).toEqual(['month', 'orders', 'revenue', 'paidRevenue']);
    expect(months.fields[2].description).toMatch(/v eurách/);
  });

  it('shows a page route as a file with its content type, the wildcard as {path}', () => {
    const page = routes.find((r) => r.method === 'GET' && r.path === '/{path}')!;
    expect(page.answers.map((a) => [a.status, a.contentType])).toEqual([
      ['200', '*/*'],
      ['302', ''],
      ['400', 'text/html'],
      ['404', '*/*'],
      ['500', 'text/html'],
    ]);
  });
});

describe('the page helpers', () => {
  it('names types as a reader reads them', () => {
    expect(typeOf({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
    expect(typeOf({ type: 'string', enum: ['idle', 'done'] })).toBe('"idle" | "done"');
    expect(typeOf({ type: 'array', items: { type: 'integer' } })).toBe('array of integer');
    expect(typeOf({ type: 'object', additionalProperties: { type: 'string' } })).toBe('map of string');
    expect(typeOf({})).toBe('any');
    expect(
      fieldsOf({ anyOf: [{ type: 'object', properties: { done: { type: 'integer' } }, required: ['done'] }, { type: 'null' }] }),
    ).toEqual([{ name: 'done', type: 'integer', required: true, description: '', fields: [] }]);
  });

  it('escapes text and marks `code`; anchors drop accents', () => {
    expect(inlineCode('Pole `<b>` & "x"')).toBe('Pole <code>&lt;b&gt;</code> &amp; &quot;x&quot;');
    expect(anchorOf('get', '/api/products/{id}')).toBe('get-api-products-id');
    expect(anchorOf('tag', 'Zľavové kódy')).toBe('tag-zlavove-kody');
  });
});
