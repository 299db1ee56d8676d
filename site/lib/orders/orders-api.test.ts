import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '~/site/lib/api';
import { ORDER_FILTERS } from './order-list-view';
import { extendOrder, markOrder, readOrders } from './orders-api';

// As the signed-in admin: the typed client's own sender (the token and the session's end are site/stores/user's).
vi.mock('~/site/stores/user', async () => {
  const api = await import('~/site/lib/api');
  return { authApi: (key: ApiKey, input: never) => api.apiCallVia(api.apiSend, key, input) };
});

const ORDER = { _id: '7', orderNumber: '20260007W' };

function server() {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(ORDER), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([url, init]) => `${init.method} ${url}${init.body ? ` ${init.body}` : ''}`);
}

afterEach(() => vi.unstubAllGlobals());

describe("the admin's order calls", () => {
  it('lists every order or one state with the API’s `status`', async () => {
    const asked = server();
    for (const f of ORDER_FILTERS) await readOrders(f);
    expect(asked()).toEqual([
      'GET /api/orders',
      'GET /api/orders?status=unpaid',
      'GET /api/orders?status=paid',
      'GET /api/orders?status=sent',
      'GET /api/orders?status=cancelled',
    ]);
  });

  it('marks an order by one function for the list and the order page, at the spec’s paths, and answers the order', async () => {
    const asked = server();
    await expect(markOrder('7', 'paid')).resolves.toEqual(ORDER);
    await markOrder('7', 'deliver', 'RR123456789SK');
    await markOrder('7', 'deliver');
    await markOrder('7', 'cancell');
    await extendOrder('7', 5);
    expect(asked()).toEqual([
      'PUT /api/orders/7/paid',
      'PUT /api/orders/7/deliver {"parcelNumber":"RR123456789SK"}',
      'PUT /api/orders/7/deliver {"parcelNumber":""}',
      'PUT /api/orders/7/cancell',
      'PUT /api/orders/7/extend {"days":5}',
    ]);
  });
});
