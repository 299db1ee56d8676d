import { test, expect, DESKTOP, PHONE } from './fixtures';
import { DEMO_ADMIN, logIn, testClientIp, uniqueEmail } from './accounts-support';
import { adminToken, bearer, shot } from './admin-support';
import type { ApiOutboxPage } from '../../worker/domain/outbox';
import { DASHBOARD_LABELS } from '../../worker/domain/dashboard';
import { DELIVERY_LABELS } from '../../worker/domain/outbox';

/**
 * Issue 28 item 3: the e2e server runs without a mail provider, so no e-mail leaves it. The admin's outbox marks
 * every mail 'uložené v outboxe, neodoslané' and the dashboard says at the top that the shop sends no mail.
 */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

test('the outbox marks a mail as stored, not sent; the dashboard says the shop sends no mail; axe clean on a phone and a desktop', async ({
  page,
  request,
  axe,
}) => {
  // A registration mails its confirmation: the mail this test looks for.
  const email = uniqueEmail('neodoslane');
  const made = await request.post('/api/users', { data: { name: 'Neodoslaná Pošta', email, password: 'Jarne-Rano-nad-Tatrami-7' } });
  expect(made.status(), await made.text()).toBe(201);
  const api = await request.get('/api/outbox?pageSize=50', { headers: bearer(await adminToken(request)) });
  const outbox = (await api.json()) as ApiOutboxPage;
  expect(outbox.mailDelivery).toBe('outbox');
  expect(outbox.mails.find((m) => m.to === email)).toMatchObject({ delivery: 'outbox' });

  await page.setViewportSize(PHONE);
  await logIn(page, DEMO_ADMIN, '/login?redirect=/admin/outbox', '/admin/outbox');
  await expect(page.getByRole('note')).toHaveText(
    'Obchod nemá nastaveného poskytovateľa e-mailov: každý e-mail je len uložený v outboxe, neodoslaný.',
  );
  const mail = page.locator('.outbox-mail', { hasText: email }).first();
  const mark = mail.locator('.outbox-delivery');
  await expect(mark).toHaveText(DELIVERY_LABELS.outbox);
  await expect(mark).toHaveText('uložené v outboxe, neodoslané');
  await expect(mark).toHaveClass(/outbox-delivery--unsent/);
  // In the admin's red: dark red on pale red.
  expect(await mark.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor])).toEqual([
    'rgb(138, 0, 25)',
    'rgb(253, 236, 238)',
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await axe(page)).toEqual([]);
  await shot(page, 'admin-outbox-unsent-390');
  await page.setViewportSize(DESKTOP);
  await expect(mark).toBeVisible();
  await shot(page, 'admin-outbox-unsent-1366');

  await page.goto('/admin');
  const notice = page.getByRole('region', { name: DASHBOARD_LABELS.mailNotSent });
  await expect(notice).toContainText('každý e-mail zostáva uložený v outboxe, neodoslaný');
  await expect(notice.getByRole('link', { name: DASHBOARD_LABELS.mailOutboxLink })).toHaveAttribute('href', '/admin/outbox');
  expect(await axe(page)).toEqual([]);
  await shot(page, 'admin-dashboard-mail-off-1366');
  await page.setViewportSize(PHONE);
  await expect(notice).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'admin-dashboard-mail-off-390');
});
