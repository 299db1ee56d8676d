import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkDue, checkSessionWhenDue, claimSessionCheck, SESSION_CHECK_EVERY_MS } from './session-check';
import { askServer, isJourneyPage } from './session-ask';
import { leave } from './session-refused';
import { memoryStorage } from './memory-storage.test-support';

const USER = JSON.stringify({ _id: '7', name: 'Jana', email: 'jana@example.sk', isAdmin: false, isAssistant: false, token: 'tok-1' });
const NOW = 1_800_000_000_000;

let local: Storage;
let tab: Storage;
let fetchMock: ReturnType<typeof vi.fn>;
let go: ReturnType<typeof vi.spyOn>;

function answer(status: number) {
  fetchMock = vi.fn(async () => new Response(status === 401 ? '{"message":"Not authorized, token failed"}' : '{}', { status }));
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => {
  local = memoryStorage({ userInfo: USER, cartItems: '[{"product":1,"qty":1}]' });
  tab = memoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', tab);
  vi.stubGlobal('dispatchEvent', () => true);
  vi.stubGlobal('location', { pathname: '/', search: '' });
  go = vi.spyOn(leave, 'to').mockImplementation(() => undefined);
  answer(200);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('checkDue', () => {
  it('is due when never checked, after a minute, or when the stored time is not a time or lies ahead', () => {
    expect(checkDue(null, NOW)).toBe(true);
    expect(checkDue('', NOW)).toBe(true);
    expect(checkDue('abc', NOW)).toBe(true);
    expect(checkDue(String(NOW - SESSION_CHECK_EVERY_MS), NOW)).toBe(true);
    expect(checkDue(String(NOW + 1), NOW)).toBe(true);
  });

  it('is not due within the minute', () => {
    expect(checkDue(String(NOW), NOW)).toBe(false);
    expect(checkDue(String(NOW - SESSION_CHECK_EVERY_MS + 1), NOW)).toBe(false);
  });
});

describe('checkSessionWhenDue', () => {
  it('asks the profile with the stored token and notes the time', async () => {
    await checkSessionWhenDue(NOW);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/users/profile');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok-1' });
    expect(tab.getItem('sessionCheckedAt')).toBe(String(NOW));
    expect(local.getItem('userInfo')).toBe(USER);
  });

  it('asks at most once a minute per tab', async () => {
    await checkSessionWhenDue(NOW);
    await checkSessionWhenDue(NOW + SESSION_CHECK_EVERY_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await checkSessionWhenDue(NOW + SESSION_CHECK_EVERY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for a visitor', async () => {
    local.removeItem('userInfo');
    await checkSessionWhenDue(NOW);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(tab.getItem('sessionCheckedAt')).toBeNull();
  });

  it('claims a check once: the time is noted before the question goes out', () => {
    expect(claimSessionCheck(NOW)).toBe(true);
    expect(tab.getItem('sessionCheckedAt')).toBe(String(NOW));
    expect(claimSessionCheck(NOW + 1)).toBe(false);
  });

  it('asks nothing when the tab storage is blocked', async () => {
    vi.stubGlobal('sessionStorage', undefined);
    await checkSessionWhenDue(NOW);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a refusal on a catalogue page signs the tab out keeping the cart, and stays on the page', async () => {
    answer(401);
    await checkSessionWhenDue(NOW);
    expect(local.getItem('userInfo')).toBeNull();
    expect(local.getItem('cartItems')).not.toBeNull();
    expect(tab.getItem('sessionExpired')).toBe('7');
    expect(go).not.toHaveBeenCalled();
  });

  it('a refusal on a checkout step sends the shopper to sign in and back', async () => {
    vi.stubGlobal('location', { pathname: '/payment', search: '' });
    answer(401);
    await checkSessionWhenDue(NOW);
    expect(local.getItem('userInfo')).toBeNull();
    expect(go).toHaveBeenCalledWith('/login?redirect=/payment');
  });

  it('keeps the session on other answers and offline', async () => {
    for (const status of [200, 403, 500]) {
      answer(status);
      await checkSessionWhenDue(NOW + status * SESSION_CHECK_EVERY_MS);
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await checkSessionWhenDue(NOW + 1000 * SESSION_CHECK_EVERY_MS);
    expect(local.getItem('userInfo')).toBe(USER);
  });

  it('keeps a session signed in again while the question was on its way', async () => {
    const fresh = USER.replace('tok-1', 'tok-2');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        local.setItem('userInfo', fresh);
        return new Response('{}', { status: 401 });
      }),
    );
    await checkSessionWhenDue(NOW);
    expect(local.getItem('userInfo')).toBe(fresh);
  });
});

describe('askServer', () => {
  it('asks nothing for a visitor', async () => {
    local.removeItem('userInfo');
    await askServer();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('isJourneyPage', () => {
  it('names the checkout steps, the cart, the profile, an order and the staff screens', () => {
    for (const p of ['/shipping', '/payment', '/placeorder', '/cart', '/cart/12', '/profile', '/order/5', '/admin/orderlist']) {
      expect(isJourneyPage(p), p).toBe(true);
    }
    for (const p of ['/', '/product/3', '/library', '/login', '/cartoon', '/orders-info', '/page/2'])
      expect(isJourneyPage(p), p).toBe(false);
  });
});
