import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR } from '~/site/lib/api';
import { confirmRegistration } from './account-api';

const answer = (status: number, text: string) => vi.fn(async () => new Response(text, { status }));

afterEach(() => vi.unstubAllGlobals());

describe('confirmRegistration', () => {
  it("is null (confirmed) when the server answers the plain text 'ok'", async () => {
    const fetch = answer(200, 'ok\n');
    vi.stubGlobal('fetch', fetch);
    await expect(confirmRegistration('/api/users/a%40b.sk/tok')).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/users/a%40b.sk/tok', { headers: { accept: 'text/plain' } });
  });

  it('answers why not: the plain text, or the message of a JSON error', async () => {
    vi.stubGlobal('fetch', answer(400, 'Linka je neplatná'));
    await expect(confirmRegistration('/x')).resolves.toBe('Linka je neplatná');
    vi.stubGlobal('fetch', answer(429, JSON.stringify({ message: 'Príliš veľa pokusov' })));
    await expect(confirmRegistration('/x')).resolves.toBe('Príliš veľa pokusov');
  });

  it('says the generic sentence for an empty answer or no answer at all', async () => {
    vi.stubGlobal('fetch', answer(500, ''));
    await expect(confirmRegistration('/x')).resolves.toBe(GENERIC_ERROR);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(confirmRegistration('/x')).resolves.toBe(GENERIC_ERROR);
  });
});
