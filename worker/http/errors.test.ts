import type { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from '../deps';
import * as refusals from '../domain/errors';
import { bareApp } from '../test-support/bare-app';

/** A route that throws what it is given, with a logger that remembers what it was told. */
function appThrowing(thrown: () => unknown) {
  const logged: { level: string; message: string; data: unknown }[] = [];
  const app = bareApp({ log: (level, message, data) => void logged.push({ level, message, data }) });
  app.post('/x', () => {
    throw thrown();
  });
  return { app, logged };
}

const post = (app: Hono<AppEnv>) => app.request('/x', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
const answer = async (thrown: () => unknown) => {
  const res = await post(appThrowing(thrown).app);
  return { status: res.status, body: await res.json() };
};

describe('onError', () => {
  it('answers each kind of domain refusal with its status and its Slovak message', async () => {
    const expected: [keyof typeof refusals, number][] = [
      ['invalid', 400],
      ['unauthorized', 401],
      ['forbidden', 403],
      ['notFound', 404],
      ['conflict', 409],
      ['tooLarge', 413],
      ['unsupported', 415],
      ['rateLimited', 429],
      ['unavailable', 502],
    ];
    for (const [kind, status] of expected) {
      // biome-ignore lint/performance/noDynamicNamespaceImportAccess: a test walks every refusal the module exports
      const factory = refusals[kind] as (message: string) => refusals.DomainError;
      expect(await answer(() => factory(`Odmietnuté: ${kind}.`)), kind).toEqual({ status, body: { message: `Odmietnuté: ${kind}.` } });
    }
  });

  it('names itself, so a log line says which kind of error it was', () => {
    const e = refusals.invalid('Zlé.');
    expect([e instanceof Error, e.name, e.kind, e.message]).toEqual([true, 'DomainError', 'invalid', 'Zlé.']);
  });

  it('gives notFound its default text and an empty message a Slovak one', async () => {
    expect(await answer(() => refusals.notFound())).toEqual({ status: 404, body: { message: 'Nenájdené.' } });
    expect(await answer(() => refusals.conflict(''))).toEqual({ status: 409, body: { message: 'Chyba požiadavky.' } });
  });

  it("keeps the status of Hono's own refusals and says its malformed-JSON refusal in Slovak", async () => {
    const malformed = () => new HTTPException(400, { message: 'Malformed JSON in request body' });
    expect(await answer(malformed)).toEqual({ status: 400, body: { message: 'Telo požiadavky nie je platný JSON.' } });
    expect(await answer(() => new HTTPException(409))).toEqual({ status: 409, body: { message: 'Chyba požiadavky.' } });
  });

  it("answers a form's refusal with its fields beside the message, and an empty set of fields not at all", async () => {
    const fields = { name: 'Zadajte meno.', email: 'Zadajte e-mail.' };
    expect(await answer(() => refusals.invalid('Zadajte meno.', fields))).toEqual({
      status: 400,
      body: { message: 'Zadajte meno.', fields },
    });
    expect(await answer(() => refusals.invalid('Zlé.', {}))).toEqual({ status: 400, body: { message: 'Zlé.' } });
  });

  it('turns a zod error thrown by a service into a 400 with its first Slovak message', async () => {
    const schema = z.object({ name: z.string({ message: 'Meno je povinný údaj.' }) });
    expect(await answer(() => schema.safeParse({}).error)).toEqual({ status: 400, body: { message: 'Meno je povinný údaj.' } });
  });

  it('answers anything unexpected with a Slovak 500 and logs the stack, not the client', async () => {
    const { app, logged } = appThrowing(() => new Error('db exploded'));
    const res = await post(app);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Nastala chyba na serveri. Skúste to prosím neskôr.' });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 'error', message: 'unhandled error', data: { path: '/x' } });
    expect((logged[0]!.data as { error: string }).error).toContain('db exploded');
  });
});
