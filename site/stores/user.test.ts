import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A localStorage stand-in (vitest runs in Node). Like the real one it answers both the Storage methods and plain
 * property access (`storage[key] = value`), which @nanostores/persistent uses.
 */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  const api: Record<string, unknown> = {
    clear: () => m.clear(),
    getItem: (k: string) => (m.has(k) ? m.get(k)! : null),
    key: (i: number) => [...m.keys()][i] ?? null,
    removeItem: (k: string) => void m.delete(k),
    setItem: (k: string, v: string) => void m.set(k, String(v)),
  };
  return new Proxy({} as Storage, {
    get: (_, k) => (k === 'length' ? m.size : typeof k === 'string' && k in api ? api[k] : m.get(String(k))),
    set: (_, k, v) => (m.set(String(k), String(v)), true),
    deleteProperty: (_, k) => (m.delete(String(k)), true),
    has: (_, k) => m.has(String(k)),
  });
}

const USER = { _id: '7', name: 'Jana', email: 'jana@example.sk', isAdmin: false, isAssistant: false, token: 'tok-1' };

let storage: Storage;
async function load() {
  vi.resetModules();
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
  const { setPersistentEngine } = await import('@nanostores/persistent');
  setPersistentEngine(storage as never, { addEventListener() {}, removeEventListener() {} });
  const tab = memoryStorage();
  vi.stubGlobal('sessionStorage', tab);
  vi.stubGlobal('dispatchEvent', () => true);
  const mod = await import('./user');
  const go = vi.fn();
  mod.navigation.go = go;
  const leaveTo = vi.fn();
  (await import('~/site/lib/session-refused')).leave.to = leaveTo;
  return { ...mod, go, leaveTo, tab };
}

function answer(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('userInfo store', () => {
  it('persists the login answer as JSON under userInfo, and removes the key for null', async () => {
    const { $userInfo } = await load();
    $userInfo.set(USER as never);
    expect(JSON.parse(storage.getItem('userInfo')!)).toEqual(USER);
    $userInfo.set(null);
    expect(storage.getItem('userInfo')).toBeNull();
  });
});

describe('authSend', () => {
  it('sends the bearer token of userInfo', async () => {
    const { $userInfo, authSend } = await load();
    $userInfo.set(USER as never);
    const fetch = answer(200, []);
    vi.stubGlobal('fetch', fetch);
    await expect(authSend('/api/orders/myorders', { method: 'GET' })).resolves.toEqual([]);
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok-1' });
  });

  it("ends the session keeping the checkout when the server says 'Not authorized, token failed'", async () => {
    const { $userInfo, authSend, leaveTo, tab } = await load();
    $userInfo.set(USER as never);
    storage.setItem('cartItems', '[{"product":1,"qty":2}]');
    storage.setItem('shippingAddress', '{"city":"Bratislava"}');
    storage.setItem('paymentMethod', '"Prevodom vopred"');
    vi.stubGlobal('location', { pathname: '/placeorder', search: '' });
    vi.stubGlobal('fetch', answer(401, { message: 'Not authorized, token failed' }));
    await expect(authSend('/api/orders/', { body: {} })).rejects.toMatchObject({
      status: 401,
      message: 'Vaše prihlásenie vypršalo. Prihláste sa znova.',
    });
    expect(storage.getItem('userInfo')).toBeNull();
    expect($userInfo.get()).toBeNull();
    expect(storage.getItem('cartItems')).toBe('[{"product":1,"qty":2}]');
    expect(storage.getItem('shippingAddress')).toBe('{"city":"Bratislava"}');
    expect(storage.getItem('paymentMethod')).toBe('"Prevodom vopred"');
    expect(tab.getItem('sessionExpired')).toBe('7');
    expect(leaveTo).toHaveBeenCalledTimes(1);
    expect(leaveTo).toHaveBeenCalledWith('/login?redirect=/placeorder');
    // A second refused call of the page does not navigate again.
    $userInfo.set(USER as never);
    await expect(authSend('/api/orders/myorders')).rejects.toMatchObject({ status: 401 });
    expect(leaveTo).toHaveBeenCalledTimes(1);
  });

  it('a refused invoice download ends the session the same way', async () => {
    const { $userInfo, authDownload, leaveTo } = await load();
    $userInfo.set(USER as never);
    vi.stubGlobal('location', { pathname: '/order/5', search: '' });
    vi.stubGlobal('fetch', answer(401, { message: 'Not authorized, token failed' }));
    await expect(authDownload('/api/orders/5/invoice', 'f.pdf')).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem('userInfo')).toBeNull();
    expect(leaveTo).toHaveBeenCalledWith('/login?redirect=/order/5');
  });

  it('keeps the session on other errors (403, 400, no token, network)', async () => {
    const { $userInfo, authSend, go } = await load();
    $userInfo.set(USER as never);
    for (const [status, message] of [
      [403, 'Prístup majú len administrátori.'],
      [400, 'Tento e-mail už používa iný účet.'],
      [401, 'Not authorized, no token'],
    ] as const) {
      vi.stubGlobal('fetch', answer(status, { message }));
      await expect(authSend('/api/users')).rejects.toMatchObject({ status, message });
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(authSend('/api/users')).rejects.toMatchObject({ status: 0 });
    expect(go).not.toHaveBeenCalled();
    expect(JSON.parse(storage.getItem('userInfo')!).token).toBe('tok-1');
  });
});
