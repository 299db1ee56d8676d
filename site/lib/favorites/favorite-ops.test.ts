import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGAGEMENT_MESSAGES } from '~/worker/domain/engagement';
import type { ApiProduct } from '~/worker/domain/product-shape';
import { addFavorite, readFavorites, readFavoriteState, removeFavorite } from './favorites-api';
import { FAVORITE_TEXTS, withoutProduct } from './favorite-ops';

const product = (id: number) => ({ _id: String(id), name: `Kniha ${id}` }) as ApiProduct;

describe('favourite texts', () => {
  it('are the contract texts (copied so the product page does not load zod)', () => {
    for (const [key, text] of Object.entries(FAVORITE_TEXTS)) expect(text).toBe(ENGAGEMENT_MESSAGES[key as keyof typeof FAVORITE_TEXTS]);
  });

  it("spell 'obľúbené' with its ľ (the spec's 'oblúbené' is a typo we do not copy)", () => {
    expect(FAVORITE_TEXTS.emptyFavorites).toBe('Nemáte žiadne obľúbené produkty');
    for (const text of [...Object.values(FAVORITE_TEXTS), ...Object.values(ENGAGEMENT_MESSAGES)]) expect(text).not.toMatch(/oblúb/i);
  });
});

describe('the favourites calls', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answering = (body: unknown) => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };
  const called = (fetch: ReturnType<typeof answering>) =>
    (fetch.mock.calls as unknown[][]).map(([path, init]) => `${(init as RequestInit).method} ${path}`);

  it('are the contract endpoints (the typed client builds them from its keys)', async () => {
    const fetch = answering({ isFavorite: true, message: 'ok' });
    await readFavoriteState('7');
    await addFavorite('7');
    await removeFavorite('7');
    await readFavorites();
    expect(called(fetch)).toEqual([
      'GET /api/products/7/favorite',
      'PUT /api/products/7/anybody',
      'PUT /api/products/7/remove/favorites',
      'GET /api/products/favorites',
    ]);
  });
  it('never let an id leave its path segment', async () => {
    const fetch = answering({ isFavorite: true, message: 'ok' });
    await addFavorite('1/../../users');
    expect(called(fetch)).toEqual(['PUT /api/products/1%2F..%2F..%2Fusers/anybody']);
  });
});

describe('answers', () => {
  it('withoutProduct removes only that product', () => {
    const list = [product(3), product(2), product(1)];
    expect(withoutProduct(list, '2').map((p) => p._id)).toEqual(['3', '1']);
    expect(withoutProduct(list, '9')).toHaveLength(3);
    expect(list).toHaveLength(3);
  });
});
