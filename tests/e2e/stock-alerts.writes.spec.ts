import { test, expect, DESKTOP, PHONE } from './fixtures';
import { DEMO_ADMIN, logIn, newContext, testClientIp } from './accounts-support';
import { STOCK_ALERT_TEXT, waitingLabel } from '../../worker/domain/stock-alerts';
import type { ApiOutboxPage } from '../../worker/domain/outbox';
import { adminToken, bearer, signedInCustomer } from './engagement-support';
import { insertProduct } from './storefront-db';

/**
 * "Notify me when it is back" (issue 20), the staff's side: a reader waits for a sold-out title (one added after
 * the build, so its page is the shell's), the dashboard's low-stock list counts the reader, an admin raises the
 * stock on the edit screen and the reader's one mail, with the book's link, is in the outbox. A writes spec: the
 * save republishes the site.
 */

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const SHOTS = '/tmp/shots-h6';

test('staff raise a sold-out title’s stock: the waiting reader’s mail is in the outbox, once', async ({
  page,
  request,
  browser,
  baseURL,
  axe,
}, info) => {
  test.slow();
  const name = `Kniha, na ktorú sa čaká ${Date.now().toString(36)}`;
  const id = await insertProduct({ name, countInStock: 0 });
  const reader = await signedInCustomer(page, request, baseURL!, 'caka-na-knihu');

  // The shell of a product newer than the build carries the same section.
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const box = page.getByRole('region', { name: STOCK_ALERT_TEXT.heading });
  await expect(box).toHaveAttribute('data-ready', 'true');
  await box.getByRole('button', { name: STOCK_ALERT_TEXT.ask }).click();
  await expect(box.getByRole('status')).toHaveText(STOCK_ALERT_TEXT.waiting);

  // The admin's dashboard counts the reader beside the title.
  const staff = await newContext(browser, baseURL!, info);
  const admin = await staff.newPage();
  await logIn(admin, DEMO_ADMIN);
  const item = admin
    .getByRole('region', { name: /^Nízky stav skladu/ })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(item).toContainText(waitingLabel(1));
  for (const [w, size] of [
    ['390', PHONE],
    ['1366', DESKTOP],
  ] as const) {
    await admin.setViewportSize(size);
    await item.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: `${SHOTS}/dashboard-waiting-${w}.png` });
  }
  expect(await axe(admin)).toEqual([]);

  // The edit screen: stock 0 → 5.
  await admin.goto(`/admin/product/${id}/edit`);
  const stock = admin.getByLabel('Počet na sklade');
  await expect(stock).toHaveValue('0');
  await stock.fill('5');
  await admin.getByRole('button', { name: 'Uložiť' }).click();
  await admin.waitForURL((u) => u.pathname === '/admin/productlist');

  const token = await adminToken(request);
  const mailsToReader = async () => {
    const res = await request.get('/api/outbox?pageSize=100', { headers: bearer(token) });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as ApiOutboxPage).mails.filter((m) => m.to === reader.email && m.subject.includes(name));
  };
  await expect.poll(async () => (await mailsToReader()).length).toBe(1);
  const [mail] = await mailsToReader();
  expect(mail.subject).toBe(`Kniha „${name}“ je znova na sklade`);
  expect(mail.text).toContain(`${baseURL}/product/${id}`);

  // Saved again (5 → 8): nobody is mailed twice.
  await admin.goto(`/admin/product/${id}/edit`);
  await expect(admin.getByLabel('Počet na sklade')).toHaveValue('5');
  await admin.getByLabel('Počet na sklade').fill('8');
  await admin.getByRole('button', { name: 'Uložiť' }).click();
  await admin.waitForURL((u) => u.pathname === '/admin/productlist');
  expect(await mailsToReader()).toHaveLength(1);
  await staff.close();
});
