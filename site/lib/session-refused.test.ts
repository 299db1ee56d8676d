import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from './session';
import { memoryStorage } from './memory-storage.test-support';
import { endRefusedSession, keepWorkFor, leave, onSessionRefused, SESSION_EXPIRED_TEXT, takeSessionExpired } from './session-refused';

const USER = JSON.stringify({ _id: '7', name: 'Jana', email: 'jana@example.sk', isAdmin: false, isAssistant: false, token: 'tok-1' });
const WORK = { cartItems: '[{"product":1,"qty":2}]', shippingAddress: '{"city":"Bratislava"}', paymentMethod: '"Prevodom vopred"' };

let local: ReturnType<typeof memoryStorage>;
let tab: ReturnType<typeof memoryStorage>;
let events: string[];

beforeEach(() => {
  local = memoryStorage({ userInfo: USER, ...WORK, other: 'stays' });
  tab = memoryStorage();
  events = [];
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', tab);
  vi.stubGlobal('dispatchEvent', (e: Event) => events.push(e.type));
  vi.stubGlobal('location', { pathname: '/placeorder', search: '' });
});
afterEach(() => vi.unstubAllGlobals());

describe('a logout and a refused session end differently', () => {
  it('a logout removes the account and the checkout in progress, and tells the header and the cart badge', () => {
    endSession('logout');
    expect(local.dump()).toEqual({ other: 'stays' });
    expect(events).toEqual(['user:change', 'cart:change']);
  });

  it('a refused session removes only the account: cart, address and payment stay', () => {
    endRefusedSession();
    expect(local.dump()).toEqual({ ...WORK, other: 'stays' });
    expect(events).toEqual(['user:change']);
    // The login page is told whose session it was.
    expect(tab.getItem('sessionExpired')).toBe('7');
  });
});

describe('onSessionRefused', () => {
  it('signs the tab out keeping the work and goes to the login page that returns to the step', () => {
    const to = vi.spyOn(leave, 'to').mockImplementation(() => undefined);
    onSessionRefused('/placeorder');
    expect(to).toHaveBeenCalledWith('/login?redirect=/placeorder');
    expect(local.getItem('userInfo')).toBeNull();
    expect(local.getItem('cartItems')).toBe(WORK.cartItems);
  });

  it('takes the step from the address by default, query included', () => {
    vi.stubGlobal('location', { pathname: '/profile', search: '?tab=orders' });
    const to = vi.spyOn(leave, 'to').mockImplementation(() => undefined);
    onSessionRefused();
    expect(to).toHaveBeenCalledWith('/login?redirect=/profile%3Ftab%3Dorders');
  });
});

describe('the login page', () => {
  it('takes the note once', () => {
    endRefusedSession();
    expect(takeSessionExpired()).toBe('7');
    expect(takeSessionExpired()).toBeNull();
    expect(SESSION_EXPIRED_TEXT).toBe('Vaše prihlásenie vypršalo. Prihláste sa znova.');
  });

  it('notes an unknown user as empty (a stored session without an id)', () => {
    local.removeItem('userInfo');
    endRefusedSession();
    expect(takeSessionExpired()).toBe('');
  });

  it('keeps the work for the same person, and for no note or an unknown one', () => {
    for (const expired of ['7', null, '']) {
      keepWorkFor('7', expired);
      expect(local.dump()).toMatchObject(WORK);
    }
  });

  it('clears the work when someone else signs in', () => {
    keepWorkFor('8', '7');
    expect(local.dump()).toEqual({ userInfo: USER, other: 'stays' });
  });
});
