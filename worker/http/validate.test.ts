import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notFound } from '../domain/errors';
import { bareApp } from '../test-support/bare-app';
import { firstOfRepeated, validate, validateOptionalJson, validateOrText } from './validate';

const app = bareApp({ log: () => {} });
app.post('/optional', validateOptionalJson(z.unknown()), (c) => c.json({ body: c.req.valid('json') }));
app.post('/named', validateOptionalJson(z.object({ name: z.string({ message: 'Zadajte meno.' }) })), (c) => c.json(c.req.valid('json')));
app.get('/list', validate('query', firstOfRepeated(z.object({ page: z.string() }))), (c) => c.json(c.req.valid('query')));
app.get(
  '/doc/:id',
  validate('param', z.object({ id: z.string().regex(/^\d+$/, { message: 'Nie je.' }) }), () => notFound('Nič.')),
  (c) => c.json(c.req.valid('param')),
);

app.get('/link/:token', validateOrText('param', z.object({ token: z.string().regex(/^[a-f]+$/) }), 'Odkaz je neplatný.'), (c) =>
  c.text(`ok ${c.req.valid('param').token}`),
);

const post = (path: string, body?: string, type = 'application/json') =>
  app.request(path, { method: 'POST', body, headers: { 'content-type': type } });
const answer = async (res: Response) => ({ status: res.status, body: await res.json() });

describe('validateOptionalJson', () => {
  it('reads an empty or blank body as {} and refuses broken JSON with a 400', async () => {
    expect(await (await post('/optional', '  \n')).json()).toEqual({ body: {} });
    expect(await (await post('/optional')).json()).toEqual({ body: {} });
    expect(await (await post('/optional', ' {"a":1} ')).json()).toEqual({ body: { a: 1 } });
    expect(await answer(await post('/optional', '{"a":'))).toEqual({
      status: 400,
      body: { message: 'Telo požiadavky nie je platný JSON.' },
    });
  });

  it("reads the body as JSON whatever its Content-Type, and answers the schema's first message as a 400", async () => {
    expect(await answer(await post('/named', '{"name":"Eva"}', 'text/plain'))).toEqual({ status: 200, body: { name: 'Eva' } });
    expect(await answer(await post('/named'))).toEqual({ status: 400, body: { message: 'Zadajte meno.' } });
  });
});

describe('validate', () => {
  it("reads a query key given twice by its first value when the schema is firstOfRepeated's", async () => {
    expect(await answer(await app.request('/list?page=2&page=3'))).toEqual({ status: 200, body: { page: '2' } });
  });

  it('refuses with the given refusal instead of a 400 when the route names one', async () => {
    expect(await answer(await app.request('/doc/12'))).toEqual({ status: 200, body: { id: '12' } });
    expect(await answer(await app.request('/doc/x'))).toEqual({ status: 404, body: { message: 'Nič.' } });
  });
});

describe('validateOrText', () => {
  it("hands the parsed value on, and answers a refused one in plain text with a 400 (the spec's text endpoints)", async () => {
    const ok = await app.request('/link/abc');
    expect([ok.status, await ok.text()]).toEqual([200, 'ok abc']);
    const bad = await app.request('/link/xyz');
    expect([bad.status, bad.headers.get('content-type')?.startsWith('text/plain'), await bad.text()]).toEqual([
      400,
      true,
      'Odkaz je neplatný.',
    ]);
  });
});
