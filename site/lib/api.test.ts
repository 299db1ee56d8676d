import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { api, apiRequestOf, apiSend, ApiRequestError, GENERIC_ERROR, type ApiKey } from './api';

const apiGet = (path: string) => apiSend(path, { method: 'GET' });

function answer(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

afterEach(() => vi.unstubAllGlobals());

describe('apiSend', () => {
  it('returns the JSON answer', async () => {
    const fetch = answer(200, { products: [], page: 1, pages: 1 });
    vi.stubGlobal('fetch', fetch);
    await expect(apiGet('/api/products?keyword=zivot')).resolves.toEqual({ products: [], page: 1, pages: 1 });
    expect(fetch).toHaveBeenCalledWith('/api/products?keyword=zivot', expect.objectContaining({ method: 'GET', body: undefined }));
  });

  it('sends JSON with the bearer token', async () => {
    const fetch = answer(201, { _id: 1 });
    vi.stubGlobal('fetch', fetch);
    await apiSend('/api/orders', { body: { a: 1 }, token: 'tok' });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok', 'content-type': 'application/json' });
  });

  it('returns undefined for an empty answer (204)', async () => {
    vi.stubGlobal('fetch', answer(204));
    await expect(apiSend('/api/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it("throws the server's Slovak message with the status", async () => {
    vi.stubGlobal('fetch', answer(404, { message: 'Produkt sa nenašiel.' }));
    const err = (await apiGet('/api/products/9').catch((e: unknown) => e)) as ApiRequestError;
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err.message).toBe('Produkt sa nenašiel.');
    expect(err.status).toBe(404);
  });

  it("carries a form's 400 fields, only those with a text, and none when the answer has none", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { message: 'Zadajte meno.', fields: { name: 'Zadajte meno.', email: 7, 'contactForm.email': 'Zlý.' } }),
    );
    const err = (await apiSend('/api/users', { body: {} }).catch((e: unknown) => e)) as ApiRequestError;
    expect([err.message, err.fields]).toEqual(['Zadajte meno.', { name: 'Zadajte meno.', 'contactForm.email': 'Zlý.' }]);
    vi.stubGlobal('fetch', answer(400, { message: 'Zlé.', fields: 'name' }));
    expect(((await apiSend('/api/x').catch((e: unknown) => e)) as ApiRequestError).fields).toEqual({});
    vi.stubGlobal('fetch', answer(409, { message: 'Obsadené.' }));
    expect(((await apiSend('/api/x').catch((e: unknown) => e)) as ApiRequestError).fields).toEqual({});
  });

  it('falls back to the generic Slovak message (no message, HTML, network failure)', async () => {
    vi.stubGlobal('fetch', answer(500, '<html>Bad gateway</html>'));
    await expect(apiGet('/api/x')).rejects.toThrow(GENERIC_ERROR);
    vi.stubGlobal('fetch', answer(400, { message: '' }));
    await expect(apiGet('/api/x')).rejects.toThrow(GENERIC_ERROR);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const err = (await apiGet('/api/x').catch((e: unknown) => e)) as ApiRequestError;
    expect(err.message).toBe('Požiadavka zlyhala. Skúste to prosím znova.');
    expect(err.status).toBe(0);
  });
});

describe('the typed client (worker/domain/api-contract)', () => {
  it('fills the path parameters (encoded), appends the query without empty values and keeps the options', () => {
    const { path, options } = apiRequestOf('GET /api/orders/:id/paid' as ApiKey, {
      params: { id: 'a/b c' },
      query: { deep: 1, skip: undefined, empty: '' },
      token: 'T',
    });
    expect(path).toBe('/api/orders/a%2Fb%20c/paid?deep=1');
    expect(options).toEqual({ method: 'GET', token: 'T' });
  });

  it('sends the described method and path, and answers what the server sent', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 'ok', environment: 'test', time: 't' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const answer = await api('GET /api/health', { query: { deep: '1' } });
    expectTypeOf(answer.status).toEqualTypeOf<'ok' | 'error'>();
    expect(answer).toEqual({ status: 'ok', environment: 'test', time: 't' });
    expect(fetchMock).toHaveBeenCalledWith('/api/health?deep=1', expect.objectContaining({ method: 'GET' }));
    vi.unstubAllGlobals();
  });
});
