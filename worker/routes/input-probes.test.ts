import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unknownFieldsMessage } from '../domain/strict-object';
import { BODY_LIMITS, bodyLimitKind } from '../http/body-limits';
import { bearer } from '../test-support/accounts';
import { BODY_ROUTES, everything, expectSlovakRefusal, probeFixture, type BodyRoute, type Fixture } from '../test-support/input-probes';

/**
 * PROBING EVERY ROUTE: for each route that reads a body (worker/test-support/input-probes.ts), a body over its
 * limit (413), values of the wrong JSON type in every field (400), an unknown field at every level (400 naming it),
 * each answered with a Slovak `{ message }`, never a 500, and nothing written (every table read back). A baseline
 * call with the valid input, plus the fields the spec's own client sends that the server ignores, must succeed: so
 * each refusal is due to the probe alone. Queries and the coverage of every route: input-probes-query.test.ts.
 */

/** Wrong values for a leaf by the JSON type of its valid value (null is added where it is not `nullable`). */
const NESTED = { nested: { deep: 1 } };
function wrongValuesFor(valid: unknown): unknown[] {
  if (typeof valid === 'string') return [12345, true, [], NESTED];
  if (typeof valid === 'number') return ['dvanásť', true, [], NESTED];
  if (typeof valid === 'boolean') return ['áno', 1, [], NESTED];
  if (Array.isArray(valid)) return ['text', 12345, NESTED];
  return ['text', 12345, []];
}

/** Every path in a body: object keys, and the first element of arrays (`orderItems.0.qty`). */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (Array.isArray(value)) return value.length ? pathsOf(value[0], [...prefix, '0']) : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
}
const objectPaths = (body: unknown) => [[], ...pathsOf(body).filter((p) => isPlainObject(at(body, p)))];
const isPlainObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
const at = (body: unknown, path: string[]): unknown => path.reduce<any>((v, k) => v?.[k], body);
function withValue(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as any;
  const parent = at(copy, path.slice(0, -1)) as Record<string, unknown>;
  parent[path[path.length - 1]] = value;
  return copy;
}

let f: Fixture;
beforeAll(async () => {
  f = await probeFixture();
});
afterAll(() => f?.t.close());

const send = (r: BodyRoute, path: string, body: unknown, own?: string) => {
  const token = own ?? (r.as === 'visitor' ? undefined : f.tokens[r.as]);
  return f.t.call(r.route.split(' ')[0], path, body, token ? bearer(token) : {});
};

describe('every body route refuses bad input and writes nothing', () => {
  const cases = BODY_ROUTES.map((r) => [r.route, r] as const);

  it.each(cases)('%s: accepts the valid body with the fields its client adds', async (_route, r) => {
    const { path, body, token } = await r.setup(f);
    const res = await send(r, path, { ...body, ...r.clientExtras }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(r.ok);
  });

  it.each(cases)('%s: a body over its limit is 413', async (_route, r) => {
    const { path, body, token } = await r.setup(f);
    const limit = BODY_LIMITS[bodyLimitKind(r.route.split(' ')[0], path)];
    const before = await everything(f.t);
    expectSlovakRefusal(await send(r, path, { ...body, pad: 'x'.repeat(limit) }, token), 413, 'over the limit');
    expect(await everything(f.t)).toEqual(before);
  });

  it.each(cases)('%s: wrong types anywhere are 400', async (_route, r) => {
    const { path, body, token } = await r.setup(f);
    const before = await everything(f.t);
    for (const root of [[], null, 'text', 12345])
      expectSlovakRefusal(await send(r, path, root, token), 400, `body ${JSON.stringify(root)}`);
    for (const p of pathsOf(body)) {
      const valid = at(body, p);
      const wrong = [...wrongValuesFor(valid), ...(r.nullable?.includes(p.join('.')) ? [] : [null])];
      for (const w of wrong)
        expectSlovakRefusal(await send(r, path, withValue(body, p, w), token), 400, `${p.join('.')} = ${JSON.stringify(w)}`);
    }
    expect(await everything(f.t)).toEqual(before);
  });

  it.each(cases)('%s: an unknown field at any level is 400 naming it', async (_route, r) => {
    const { path, body, token } = await r.setup(f);
    const before = await everything(f.t);
    for (const p of objectPaths(body)) {
      const res = await send(r, path, withValue(body, [...p, 'neznámePole'], 'hodnota'), token);
      expectSlovakRefusal(res, 400, `${p.join('.')}.neznámePole`);
      expect(res.body.message).toBe(unknownFieldsMessage([[...p, 'neznámePole'].join('.')]));
    }
    expect(await everything(f.t)).toEqual(before);
  });
});
