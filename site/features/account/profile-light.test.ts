// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '~/worker/domain/user-shape';

/**
 * The profile's script before React (profile-light.ts): the form filled from the stored user, then from the
 * server's copy, which is stored too, unless the user was stored anew meanwhile (the form saved sooner than the
 * load-time read answered, on a busy server: the header then kept the old name).
 */

const answer: { resolve: (u: UserInfo) => void } = { resolve: () => {} };

vi.mock('./account-api', () => ({
  readProfile: () => new Promise<UserInfo>((resolve) => (answer.resolve = resolve)),
  myOrders: () => Promise.resolve([]),
}));

const user = (name: string, token = 't-1'): UserInfo =>
  ({ _id: 'u1', name, email: 'maria@example.sk', isAdmin: false, isAssistant: false, token }) as unknown as UserInfo;

async function openProfile(stored: UserInfo) {
  localStorage.setItem('userInfo', JSON.stringify(stored));
  document.body.innerHTML = `<form id="profile-form">
    <input id="profile-name" disabled><input id="profile-email" disabled><input id="profile-password" disabled>
    <input id="profile-confirm" disabled><input id="profile-subscribed" type="checkbox" disabled></form><div id="profile-orders"></div>`;
  vi.resetModules();
  const store = await import('~/site/stores/user');
  await import('./profile-light');
  return store;
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => localStorage.clear());
afterEach(() => vi.resetModules());

describe('profile-light', () => {
  it("fills the form from the stored user at once, then stores and shows the server's copy", async () => {
    const { $userInfo } = await openProfile(user('Mária Stará'));
    expect(field('profile-name').value).toBe('Mária Stará');
    expect(field('profile-name').disabled).toBe(false);
    answer.resolve({ ...user('Mária Nová', 't-2'), isSubscribed: true } as UserInfo);
    await settle();
    expect($userInfo.get()).toMatchObject({ name: 'Mária Nová', token: 't-2' });
    expect(field('profile-name').value).toBe('Mária Nová');
    expect(field('profile-subscribed').checked).toBe(true);
  });

  it('keeps a user stored meanwhile (the form saved): the late answer to the load-time read changes nothing stored', async () => {
    const { $userInfo, setUserInfo } = await openProfile(user('Mária Stará'));
    setUserInfo(user('Mária Upravená', 't-3'));
    answer.resolve(user('Mária Stará', 't-2'));
    await settle();
    expect($userInfo.get()).toMatchObject({ name: 'Mária Upravená', token: 't-3' });
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ name: 'Mária Upravená' });
  });
});
