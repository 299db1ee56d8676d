import type { Page } from '@playwright/test';
import { memoryStore } from '../../worker/adapters/object-store';
import { outboxMailer } from '../../worker/adapters/outbox-mailer';
import type { AppDeps } from '../../worker/deps';
import { runUnpaidOrders } from '../../worker/services/orders/unpaid-orders';
import { slovakDate } from '../../worker/domain/slovak-date';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { DEMO_ADMIN, forgetSession, logIn, newContext, registeredAccount, testClientIp } from './accounts-support';
import {
  addByLink,
  apiOrder,
  choosePayment,
  fillShipping,
  HOME_ADDRESS,
  ownProduct,
  stockOf,
  storedOrder,
  submitOrder,
  tokenOf,
} from './checkout-support';
import { e2eDb, rows } from './storefront-db';

/**
 * The unpaid-order life cycle as people meet it (issue 19): the admin sees what the scheduled job did (the
 * reminder, the automatic cancel) and gives one order more time; a customer with three open unpaid orders reads
 * the Slovak refusal at the fourth. The job itself is the server's code run on the server's database, with the
 * order's dates moved back instead of the clock moved on (its timing is tested in worker/services/orders/unpaid-orders.test.ts).
 */

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const DAY = 86_400_000;

/** What the job logged as failed in this worker (a write refused while the server held the database, …). */
const jobErrors: string[] = [];

/**
 * One run of the scheduled job's unpaid part against the e2e server's database (mails into its outbox). The job
 * logs a failed order and goes on, as on the server, where the next run (a minute later) tries again: a failed
 * run here is kept in jobErrors, and the steps below run the job again until the order shows the outcome.
 */
async function runJob(baseURL: string) {
  const db = e2eDb();
  const log: AppDeps['log'] = (level, message, data) => {
    if (level === 'error') jobErrors.push(`${message} ${JSON.stringify(data ?? {})}`);
  };
  // No publisher here: the server's own republish is not this process's to ask (its pages are not what is tested).
  const publisher = { request: () => undefined };
  const waitUntil = (task: Promise<unknown>) => void task.catch(() => undefined);
  const deps = {
    db,
    log,
    now: () => new Date(),
    mailer: outboxMailer(db, memoryStore(), log),
    config: { baseUrl: baseURL },
    publisher,
    waitUntil,
  } as unknown as AppDeps;
  return runUnpaidOrders(deps, { limit: 100 });
}

const iso = (ms: number) => new Date(ms).toISOString();
/** '25. 1. 2027', on the Bratislava calendar as every date of the shop. */
const dayOf = (ms: number) => slovakDate(iso(ms));

/** Looks at both screen sizes: axe clean, nothing wider than the screen, a screenshot for people to look at. */
async function lookAt(page: Page, axe: (p: Page) => Promise<unknown[]>, name: string, outputDir: string) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `${outputDir}/${name}-${size}.png`, fullPage: true });
  }
}

test.describe('unpaid orders', () => {
  test('the admin sees the reminder and the automatic cancel; the copies are back in stock; the customer reads why', async ({
    page,
    browser,
    request,
    baseURL,
    axe,
  }, info) => {
    test.slow();
    const buyer = await registeredAccount(request, baseURL!, 'nezaplatena');
    const p = await ownProduct('nezaplatena', { priceCents: 900, countInStock: 5 });
    const token = await tokenOf(request, buyer);
    const order = await apiOrder(request, token, [{ product: p.id, qty: 2 }], 'Prevodom vopred');
    expect(await stockOf(p.id)).toBe(3);
    // The confirmation goes out in the background with its invoice; it is in the outbox before the job runs, so the
    // job's two mails are the last two (under a loaded CI run it once came after them).
    const subjects = async () =>
      (await rows<{ subject: string }>('SELECT subject FROM outbox WHERE "to" = ? ORDER BY id', [buyer.email])).map((m) => m.subject);
    await expect.poll(subjects, { timeout: 15_000 }).toContain(`Vaša objednávka ${order.orderNumber}`);

    // Placed 15 days ago and never reminded: the job reminds first (the due time then is half a term away) …
    await rows('UPDATE orders SET created_at = ? WHERE id = ?', [iso(Date.now() - 15 * DAY), Number(order._id)]);
    const afterJob = async () => {
      await runJob(baseURL!);
      return storedOrder(request, token, order._id);
    };
    // Until the order shows the outcome; a poll that fails shows what the job logged instead.
    const failures = () => `not yet; job errors: ${jobErrors.join('; ') || 'none'}`;
    await expect.poll(async () => ((await afterJob()).remindedAt ? 'reminded' : failures()), { timeout: 15_000 }).toBe('reminded');
    let stored = await storedOrder(request, token, order._id);
    expect(stored).toMatchObject({ isCancelled: false, remindedAt: expect.any(String) });
    // … and cancels once that has passed too.
    await rows('UPDATE orders SET pay_until = ? WHERE id = ?', [iso(Date.now() - 60_000), Number(order._id)]);
    await expect.poll(async () => ((await afterJob()).isCancelled ? 'cancelled' : failures()), { timeout: 15_000 }).toBe('cancelled');
    stored = await storedOrder(request, token, order._id);
    expect(stored).toMatchObject({ isCancelled: true, cancelReason: 'unpaid' });
    expect(await stockOf(p.id)).toBe(5);
    expect((await subjects()).slice(-3)).toEqual([
      `Vaša objednávka ${order.orderNumber}`,
      `Objednávka ${order.orderNumber} čaká na platbu`,
      `Objednávka ${order.orderNumber} bola zrušená – nebola zaplatená`,
    ]);

    // The customer reads why on the order's page.
    const own = await (await newContext(browser, baseURL!, info)).newPage();
    await logIn(own, buyer);
    await own.goto(`/order/${order._id}`);
    await expect(own.locator('.order-term-note')).toHaveText(
      /^Objednávku sme zrušili, lebo nebola zaplatená do \d{1,2}\. \d{1,2}\. \d{4}\.$/,
    );
    await own.context().close();

    await logIn(page, DEMO_ADMIN);
    await page.goto(`/order/${order._id}`);
    const term = page.locator('.order-term');
    await expect(term).toContainText(/Zrušená automaticky: nezaplatená do \d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}\./);
    await expect(term).toContainText(/Pripomenutie odoslané \d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}\./);
    await expect(page.getByRole('button', { name: 'Predĺžiť splatnosť' })).toHaveCount(0);
    await lookAt(page, axe, 'unpaid-cancelled', info.outputDir);

    // The list of cancelled orders says which the job cancelled.
    await page.goto('/admin/orderlist?stav=zrusene');
    const row = page.locator('tr', { hasText: order.orderNumber });
    await expect(row).toContainText('Zrušená: nezaplatená');
  });

  test('the admin extends an open order by days after a question that names the mail; the stored due time moves and the customer is mailed', async ({
    page,
    request,
    baseURL,
    axe,
  }, info) => {
    test.slow();
    const buyer = await registeredAccount(request, baseURL!, 'predlzenie');
    const p = await ownProduct('predlzenie', { priceCents: 900, countInStock: 5 });
    const token = await tokenOf(request, buyer);
    const order = await apiOrder(request, token, [{ product: p.id, qty: 1 }], 'Prevodom vopred');
    const due = Date.parse(order.createdAt) + 14 * DAY;
    expect(order.payUntil).toBe(iso(due));
    // The customer is told until when to pay.
    await logIn(page, buyer);
    await page.goto(`/order/${order._id}`);
    await expect(page.locator('.order-term-note')).toHaveText(
      /^Zaplaťte prosím do \d{1,2}\. \d{1,2}\. \d{4}\. Potom objednávku zrušíme a knihy vrátime do predaja\.$/,
    );
    await forgetSession(page);

    await logIn(page, DEMO_ADMIN);
    await page.goto(`/order/${order._id}`);
    await expect(page.locator('.order-term')).toContainText(/Splatnosť: \d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}/);
    await lookAt(page, axe, 'unpaid-open', info.outputDir);
    await page.getByLabel('Predĺžiť splatnosť o (dni)').fill('10');
    // Issue 29: it asks first, and says the customer gets a mail; 'Späť' changes nothing.
    await page.getByRole('button', { name: 'Predĺžiť splatnosť' }).click();
    const dialog = page.getByRole('dialog', { name: 'Potvrdenie' });
    await expect(dialog).toContainText(
      new RegExp(
        `Predĺžiť splatnosť objednávky ${order.orderNumber} o 10 dní, do \\d{1,2}\\. \\d{1,2}\\. \\d{4} \\d{2}:\\d{2}\\? Zákazníkovi pošleme e-mail s novým dátumom splatnosti \\(${buyer.email.replace(/[.+]/g, '\\$&')}\\)`,
      ),
    );
    await dialog.getByRole('button', { name: 'Späť' }).click();
    await expect(dialog).toBeHidden();
    expect((await storedOrder(request, token, order._id)).payUntil).toBe(iso(due));
    await page.getByRole('button', { name: 'Predĺžiť splatnosť' }).click();
    await page.setViewportSize(DESKTOP);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: `${info.outputDir}/unpaid-extend-question-desktop.png` });
    await dialog.getByRole('button', { name: 'Predĺžiť a poslať e-mail' }).click();
    await expect(page.locator('.acct-alert--success:not(.publish-bar)')).toHaveText(
      /^Splatnosť predĺžená do \d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}\.$/,
    );
    expect((await storedOrder(request, token, order._id)).payUntil).toBe(iso(due + 10 * DAY));
    const [row] = await rows<{ pay_until: string; due_changed_from: string }>(
      'SELECT pay_until, due_changed_from FROM orders WHERE id = ?',
      [Number(order._id)],
    );
    expect(row).toEqual({ pay_until: iso(due + 10 * DAY), due_changed_from: iso(due) });
    const mailed = async () =>
      (await rows<{ subject: string }>('SELECT subject FROM outbox WHERE "to" = ? ORDER BY id', [buyer.email])).map((m) => m.subject);
    await expect
      .poll(mailed, { timeout: 15_000 })
      .toContain(`Objednávka ${order.orderNumber}: nový dátum splatnosti ${dayOf(due + 10 * DAY)}`);
  });

  test('the admin sets the terms under the order list', async ({ page, request, axe }, info) => {
    test.slow();
    await logIn(page, DEMO_ADMIN);
    await page.goto('/admin/orderlist');
    await page.getByText('Platobné podmienky').click();
    const card = page.getByLabel('Lehota na zaplatenie kartou (dni)');
    await expect(card).toHaveValue('3');
    await expect(page.getByLabel('Lehota na zaplatenie prevodom (dni)')).toHaveValue('14');
    await expect(page.getByLabel('Najviac nezaplatených objednávok na účet')).toHaveValue('3');
    // Issue 29: a change of the days to pay leaves the orders placed before it alone, and the screen says so.
    await expect(page.locator('.orderlist-terms')).toContainText(
      'Lehoty platia pre nové objednávky; doterajšie objednávky si ponechajú svoj dátum splatnosti.',
    );
    await lookAt(page, axe, 'unpaid-terms', info.outputDir);
    await card.fill('0');
    await page.getByRole('button', { name: 'Uložiť podmienky' }).click();
    await expect(page.locator('.orderlist-terms .acct-alert--error')).toHaveText(
      'Lehota na zaplatenie kartou (dni): zadajte celé číslo od 1 do 60.',
    );
    await card.fill('4');
    await page.getByRole('button', { name: 'Uložiť podmienky' }).click();
    await expect(page.locator('.orderlist-terms .acct-alert--success')).toHaveText('Platobné podmienky sú uložené.');
    const token = await tokenOf(request, DEMO_ADMIN);
    const headers = { authorization: `Bearer ${token}` };
    expect(await (await request.get('/api/shop-settings', { headers })).json()).toEqual({
      transferPayDays: 14,
      cardPayDays: 4,
      maxOpenUnpaid: 3,
    });
    // The other specs run on the migrated terms.
    await request.put('/api/shop-settings', { headers, data: { transferPayDays: 14, cardPayDays: 3, maxOpenUnpaid: 3 } });
  });

  test('the checkout refuses a fourth open unpaid order in Slovak and writes nothing', async ({ page, request, baseURL, axe }, info) => {
    test.slow();
    const buyer = await registeredAccount(request, baseURL!, 'stvrta');
    const p = await ownProduct('stvrta', { priceCents: 500, countInStock: 10 });
    const token = await tokenOf(request, buyer);
    for (const method of ['Prevodom vopred', 'Stripe', 'Hotovosť'] as const)
      await apiOrder(request, token, [{ product: p.id, qty: 1 }], method);
    expect(await stockOf(p.id)).toBe(7);

    await logIn(page, buyer);
    await addByLink(page, p.id, 2);
    await page.goto('/shipping');
    await fillShipping(page, HOME_ADDRESS);
    await choosePayment(page, 'Prevodom vopred');
    await submitOrder(page);
    await expect(page.locator('#placeorder-error')).toHaveText(
      'Naraz môžete mať najviac 3 nezaplatené objednávky. Novú objednávku vytvoríte, keď niektorú z nich zaplatíte alebo ju odošleme. Ak ste si niektorú rozmysleli, napíšte nám na eshop@prud.sk a zrušíme ju.',
    );
    await expect(page).toHaveURL(/\/placeorder$/);
    await lookAt(page, axe, 'unpaid-refusal', info.outputDir);
    const mine = await request.get('/api/orders/myorders', { headers: { authorization: `Bearer ${token}` } });
    expect(await mine.json()).toHaveLength(3);
    expect(await stockOf(p.id)).toBe(7);
  });
});
