import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from '../deps';
import { bareApp } from '../test-support/bare-app';
import { ApiError, jsonBody, notFound } from './errors';

/** A route that reads its body and throws what it is given, with a logger that remembers what it was told. */
function appThrowing(thrown: () => unknown) {
  const logged: { level: string; message: string; data: unknown }[] = [];
  const app = bareApp({ log: (level, message, data) => void logged.push({ level, message, data }) });
  app.post('/x', async (c) => {
    const body = await jsonBody(c);
    const error = thrown();
    if (error) throw error;
    return c.json({ body });
  });
  return { app, logged };
}

const post = (app: Hono<AppEnv>, body?: string) => app.request('/x', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

describe('onError and jsonBody', () => {
  it('turns a zod error thrown by a service into a 400 with its first Slovak message', async () => {
    const schema = z.object({ name: z.string({ message: 'Meno je povinný údaj.' }) });
    const { app } = appThrowing(() => schema.safeParse({}).error);
    const res = await post(app, '{}');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Meno je povinný údaj.' });
  });

  it('answers anything unexpected with a Slovak 500 and logs the stack, not the client', async () => {
    const { app, logged } = appThrowing(() => new Error('db exploded'));
    const res = await post(app, '{}');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Nastala chyba na serveri. Skúste to prosím neskôr.' });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 'error', message: 'unhandled error', data: { path: '/x' } });
    expect((logged[0]!.data as { error: string }).error).toContain('db exploded');
  });

  it('keeps an API error status and gives an empty message a Slovak one', async () => {
    expect(await (await post(appThrowing(() => notFound()).app, '{}')).json()).toEqual({ message: 'Nenájdené.' });
    const res = await post(appThrowing(() => new ApiError(409, '')).app, '{}');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'Chyba požiadavky.' });
  });

  it('reads an empty or blank body as {} and refuses broken JSON with a 400', async () => {
    const { app } = appThrowing(() => undefined);
    expect(await (await post(app, '  \n')).json()).toEqual({ body: {} });
    expect(await (await post(app)).json()).toEqual({ body: {} });
    expect(await (await post(app, ' {"a":1} ')).json()).toEqual({ body: { a: 1 } });
    const broken = await post(app, '{"a":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'Telo požiadavky nie je platný JSON.' });
  });
});
