import type { APIRequestContext } from '@playwright/test';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { DEMO_ADMIN, logIn, registeredAccount, testClientIp } from './accounts-support';
import { tokenOf } from './checkout-support';
import { adminToken, bearer, frameMenu, shot } from './admin-support';
import type { ApiSubscriber } from '../../worker/domain/user-shape';

/** /admin/subscribers (issue 8, staff screens): the two lists and 'Kopírovať e-maily'. */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const PATH = '/admin/subscribers';

/** Ticks (or unticks) the profile's newsletter box through the API, as the profile page does. */
async function setSubscribed(request: APIRequestContext, who: { name: string; email: string; password: string }, on: boolean) {
  const res = await request.put('/api/users/profile', {
    headers: bearer(await tokenOf(request, who)),
    data: { name: who.name, email: who.email, isSubscribed: on },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function list(request: APIRequestContext, token: string, which: 'subscribed' | 'unsubscribed'): Promise<ApiSubscriber[]> {
  const res = await request.get(`/api/subscribers/${which}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test('lists who subscribed and who left; Kopírovať e-maily puts every subscribed address on the clipboard', async ({
  page,
  context,
  request,
  baseURL,
  axe,
}) => {
  test.slow();
  const reader = await registeredAccount(request, baseURL!, 'odber');
  const leaver = await registeredAccount(request, baseURL!, 'odhlasil');
  await setSubscribed(request, reader, true);
  await setSubscribed(request, leaver, true);
  await setSubscribed(request, leaver, false);
  const token = await adminToken(request);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, DEMO_ADMIN, `/login?redirect=${PATH}`, PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Odberatelia noviniek' })).toBeVisible();
  await expect(frameMenu(page).getByRole('link', { name: 'Odberatelia noviniek' })).toHaveAttribute('aria-current', 'page');

  const subscribed = page.getByRole('region', { name: /^Odoberajú novinky/ });
  const unsubscribed = page.getByRole('region', { name: /^Odber zrušili/ });
  const readerRow = subscribed.getByRole('row', { name: new RegExp(reader.email) });
  await expect(readerRow.getByRole('cell').first()).toHaveText(reader.name);
  await expect(readerRow.getByRole('cell').nth(1)).toHaveText(reader.email);
  await expect(unsubscribed.getByRole('row', { name: new RegExp(leaver.email) })).toContainText(leaver.name);
  await expect(subscribed).not.toContainText(leaver.email);
  await expect(unsubscribed).not.toContainText(reader.email);
  expect(await axe(page)).toEqual([]);

  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await page.getByRole('button', { name: 'Kopírovať e-maily' }).click();
  await expect.poll(() => alerts).toEqual(['Emails copied to clipboard!']);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // Exactly what the server has as subscribed, joined by '; ' (read back after the copy).
  const stored = await list(request, token, 'subscribed');
  expect(copied).toBe(stored.map((s) => s.email).join('; '));
  expect(copied.split('; ')).toContain(reader.email);
  expect(copied).not.toContain(leaver.email);
  expect((await list(request, token, 'unsubscribed')).map((s) => s.email)).toContain(leaver.email);

  // On a phone (loaded at that size): no sideways page scroll; the menu row shows the current page's link.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(readerRow).toBeVisible();
  await expect(frameMenu(page).getByRole('link', { name: 'Odberatelia noviniek' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await axe(page)).toEqual([]);
  await shot(page, 'admin-subscribers-390');
  await page.setViewportSize(DESKTOP);
  await shot(page, 'admin-subscribers-1366');
});
