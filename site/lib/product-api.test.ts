import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '~/site/lib/api';
import { findProduct } from './product-api';

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('findProduct', () => {
  it('answers the product as the API has it now', async () => {
    const fetch = answer(200, { _id: '7', name: 'Kniha' });
    vi.stubGlobal('fetch', fetch);
    await expect(findProduct(7)).resolves.toEqual({ _id: '7', name: 'Kniha' });
    expect(fetch).toHaveBeenCalledWith('/api/products/7', expect.objectContaining({ method: 'GET' }));
  });

  it('is null when the shop has no such product (404, or 400 for an id that cannot exist)', async () => {
    vi.stubGlobal('fetch', answer(404, { message: 'Produkt sa nenašiel' }));
    await expect(findProduct(7)).resolves.toBeNull();
    vi.stubGlobal('fetch', answer(400, { message: 'Neplatné ID.' }));
    await expect(findProduct(7)).resolves.toBeNull();
  });

  it('throws any other failure with its message', async () => {
    vi.stubGlobal('fetch', answer(500, { message: 'Chyba servera' }));
    const err = await findProduct(7).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({ status: 500, message: 'Chyba servera' });
  });
});
