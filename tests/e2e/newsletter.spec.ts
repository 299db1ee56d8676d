import { test, expect, DESKTOP, PHONE } from './fixtures';
import { DEMO_ADMIN, linkFromOutboxApi, logIn, newContext, testClientIp } from './accounts-support';
import { ENGAGEMENT_MESSAGES } from '../../worker/domain/engagement';
import type { ApiSubscriber } from '../../worker/domain/user-shape';
import { adminToken, bearer, SHOTS, signedInCustomer } from './engagement-support';

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

test.describe('newsletter: subscribe in the profile, leave with the e-mailed link', () => {
  test('subscribe → the unsubscribe link from the outbox, opened logged out → confirmed → listed as unsubscribed', async ({
    page,
    request,
    baseURL,
    browser,
    axe,
  }, info) => {
    test.slow();
    const who = await signedInCustomer(page, request, baseURL!, 'novinky');
    const admin = await adminToken(request);
    const listed = async (which: 'subscribed' | 'unsubscribed') => {
      const res = await request.get(`/api/subscribers/${which}`, { headers: bearer(admin) });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as ApiSubscriber[]).map((s) => s.email);
    };

    await page.goto('/profile');
    const box = page.getByLabel('Chcem dostávať novinky e-mailom');
    await expect(box).not.toBeChecked();
    await box.check();
    await page.getByRole('button', { name: 'Uložiť zmeny' }).click();
    await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();
    await expect.poll(() => listed('subscribed')).toContain(who.email);

    const link = await linkFromOutboxApi(request, who.email, `${baseURL}/unsubscribe/`);
    expect(link).toMatch(new RegExp(`^${baseURL}/unsubscribe/[^/\\s]{10,}$`));

    // Logged out: a browser without the session.
    const visitor = await newContext(browser, baseURL!, info);
    const out = await visitor.newPage();
    expect(await out.evaluate(() => localStorage.getItem('userInfo')).catch(() => null)).toBeNull();
    await out.goto(link);
    await expect(out.getByRole('heading', { level: 1, name: 'Zrušenie odberu noviniek' })).toBeVisible();
    await expect(out.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const confirm = out.getByRole('button', { name: 'Zrušiť odber' });
    await expect(confirm).toBeVisible();
    expect(await axe(out)).toEqual([]);
    for (const [w, size] of [
      ['390', PHONE],
      ['1366', DESKTOP],
    ] as const) {
      await out.setViewportSize(size);
      await out.screenshot({ path: `${SHOTS}/unsubscribe-${w}.png`, fullPage: true });
    }
    // Opening the link alone changes nothing (mail scanners open links): still subscribed.
    expect(await listed('subscribed')).toContain(who.email);

    await confirm.click();
    await expect(out.getByRole('status').filter({ hasText: ENGAGEMENT_MESSAGES.unsubscribed })).toBeVisible();
    await expect(confirm).toHaveCount(0);
    expect(await axe(out)).toEqual([]);
    await out.screenshot({ path: `${SHOTS}/unsubscribe-done-1366.png`, fullPage: true });
    await visitor.close();

    expect(await listed('unsubscribed')).toContain(who.email);
    expect(await listed('subscribed')).not.toContain(who.email);
    // Staff see the address under 'Odber zrušili' on /admin/subscribers.
    const staff = await newContext(browser, baseURL!, info);
    const staffPage = await staff.newPage();
    await logIn(staffPage, DEMO_ADMIN, '/login?redirect=/admin/subscribers', '/admin/subscribers');
    await expect(staffPage.getByRole('region', { name: /^Odber zrušili/ })).toContainText(who.email);
    await expect(staffPage.getByRole('region', { name: /^Odoberajú novinky/ })).not.toContainText(who.email);
    await staff.close();
    // The profile agrees after a fresh read.
    await page.goto('/profile');
    await expect(page.getByLabel('Chcem dostávať novinky e-mailom')).not.toBeChecked();
  });

  test('a forged token: the server refuses it and the page says so in red', async ({ page, request }) => {
    const forged = 'falosny-token-0123456789';
    const res = await request.post('/api/subscribers/unsubscribe', { data: { token: forged } });
    expect(res.status()).toBe(400);
    const { message } = (await res.json()) as { message: string };
    expect(message).toBeTruthy();

    await page.goto(`/unsubscribe/${forged}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Zrušenie odberu noviniek' })).toBeVisible();
    await page.getByRole('button', { name: 'Zrušiť odber' }).click();
    await expect(page.getByRole('alert')).toHaveText(message);
    // Trying again is pointless: the button goes, the profile is offered instead.
    await expect(page.getByRole('button', { name: 'Zrušiť odber' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Môj profil' })).toHaveAttribute('href', '/profile');
    await page.screenshot({ path: `${SHOTS}/unsubscribe-forged-1366.png`, fullPage: true });
  });
});
