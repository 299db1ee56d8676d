import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { DEMO_ADMIN, linkFromOutboxApi, logIn, newContext, testClientIp, uniqueEmail } from './accounts-support';
import { addByLink, choosePayment, fillShipping, HOME_ADDRESS, ownProduct, submitOrder } from './checkout-support';
import { rows } from './storefront-db';

/**
 * Issue 30, item 3: buying without an account, on a 390 px phone. A guest orders with only an e-mail (no account),
 * opens the order from the confirmation mail's private link in a fresh browser, pays by the test checkout, then
 * creates an account from the order page that then lists the order; a browser without the link sees nothing.
 */

test.use({ viewport: PHONE, extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const SHOTS = '/tmp/shots-guest-checkout';
const PASSWORD = 'Hostovske-Rano-nad-Dunajom-30';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a guest orders without an account, pays from the mailed link in a fresh browser, then makes an account that lists the order', async ({
  page,
  browser,
  request,
  baseURL,
  axe,
}, info) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('host');
  const book = await ownProduct('host', { priceCents: 1290, countInStock: 4 });
  await addByLink(page, book.id, 1);

  // The checkout's first step: the login, and beside it 'Pokračovať bez registrácie'.
  await page.getByRole('link', { name: 'Do pokladne' }).click();
  await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/shipping');
  const guest = page.getByRole('region', { name: 'Nákup bez registrácie' });
  await expect(guest).toBeVisible();
  // Closed at first: the page has the login's e-mail field only, until the buyer chooses this way.
  await expect(page.getByLabel('E-mail')).toHaveCount(1);
  await guest.getByRole('button', { name: 'Pokračovať bez registrácie' }).click();
  await expect(guest.getByLabel('E-mail')).toBeFocused();
  await guest.getByRole('button', { name: 'Pokračovať bez registrácie' }).click();
  // Without an e-mail it stays, the field says why.
  await expect(guest.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login/);
  await guest.getByLabel('E-mail').fill(email);
  await shot(page, 'login-with-guest');
  expect(await axe(page)).toEqual([]);
  await guest.getByRole('button', { name: 'Pokračovať bez registrácie' }).click();
  await page.waitForURL((u) => u.pathname === '/shipping');

  // The address (one of this test's own: guests' open orders are capped per address) and the card.
  const street = `Hosťovská ${Date.now() % 100000}`;
  await fillShipping(page, { ...HOME_ADDRESS, address: street });
  await choosePayment(page, 'Platba kartou');
  await expect(page.getByText(`Nakupujete bez registrácie. Potvrdenie a odkaz na objednávku pošleme na ${email}.`)).toBeVisible();
  // The newsletter is for accounts: a guest is not offered it.
  await expect(page.getByLabel(/noviniek/)).toHaveCount(0);
  await shot(page, 'placeorder-guest');
  expect(await axe(page)).toEqual([]);
  await submitOrder(page);
  // A card order opens the card payment at once; the guest leaves it unpaid here.
  await page.waitForURL(/\/test-checkout\//);

  const [stored] = await rows<{ id: number; user_id: number | null; email: string; guest_key_hash: string; order_number: string }>(
    'SELECT id, user_id, email, guest_key_hash, order_number FROM orders WHERE ship_address = ?',
    [street],
  );
  expect(stored).toMatchObject({ user_id: null, email });
  expect(stored.guest_key_hash).toMatch(/^[0-9a-f]{64}$/);

  // The confirmation mail's private link: the key in the fragment, never sent to the server.
  // The confirmation goes out after the answer (the mail queue): read the outbox until it is there.
  const mailed = () => linkFromOutboxApi(request, email, `${baseURL}/order/${stored.id}#k=`).catch(() => '');
  await expect.poll(mailed, { timeout: 20_000 }).toMatch(new RegExp(`/order/${stored.id}#k=[A-Za-z0-9_-]{43}$`));
  const link = await mailed();

  // A fresh browser opens the order from the link, and pays it.
  const fresh = await newContext(browser, baseURL!, info);
  const phone = await fresh.newPage();
  await phone.setViewportSize(PHONE);
  await phone.goto(link);
  await expect(phone.getByRole('heading', { level: 1, name: `Objednávka ${stored.order_number}` })).toBeVisible();
  // The key leaves the address bar (it stays in this browser for the payment's way back).
  expect(new URL(phone.url()).hash).toBe('');
  await expect(phone.getByRole('region', { name: 'Objednávka bez registrácie' })).toContainText(email);
  await shot(phone, 'order-from-link');
  expect(await axe(phone)).toEqual([]);
  await phone.getByRole('button', { name: 'Platba Stripe' }).click();
  await phone.waitForURL(/\/test-checkout\//);
  await phone.getByRole('button', { name: 'Zaplatiť' }).click();
  await phone.waitForURL(/\/order\/\d+\/stripe-success\/[^/]+$/);
  await expect(phone.locator('.order-state--ok', { hasText: /^Zaplatené kartou \(testovacia platba\) \d/ })).toBeVisible();
  expect(await rows('SELECT is_paid FROM orders WHERE id = ?', [stored.id])).toEqual([{ is_paid: 1 }]);

  // Another browser without the link sees nothing: the login page, and with a made-up key not the order.
  const stranger = await newContext(browser, baseURL!, info);
  const other = await stranger.newPage();
  await other.setViewportSize(PHONE);
  await other.goto(`/order/${stored.id}`);
  await other.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === `/order/${stored.id}`);
  await other.goto(`/order/${stored.id}#k=${'A'.repeat(43)}`);
  await expect(other.getByRole('alert')).toContainText('Objednávka sa nenašla. Otvorte ju prosím odkazom z potvrdzujúceho e-mailu.');
  await expect(other.locator('body')).not.toContainText(email);
  await expect(other.locator('body')).not.toContainText(stored.order_number);
  await stranger.close();

  // 'Vytvoriť účet' from the order page: registration comes back to the order, which the account then owns.
  await phone.goto(`/order/${stored.id}`);
  await phone.getByRole('link', { name: 'Vytvoriť účet' }).click();
  await phone.waitForURL((u) => u.pathname === '/register');
  await phone.getByLabel('Meno a priezvisko').fill('Hana Hosťová');
  await phone.getByLabel('E-mail').fill(email);
  await phone.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
  await phone.getByLabel('Potvrdenie hesla').fill(PASSWORD);
  await phone.getByRole('button', { name: 'Registrovať sa', exact: true }).click();
  await expect(phone.getByRole('status')).toContainText(email);
  const confirm = await linkFromOutboxApi(request, email, `${baseURL}/registerLink/`);
  expect(new URL(confirm).searchParams.get('redirect')).toBe(`/order/${stored.id}`);
  await phone.goto(confirm);
  await phone.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === `/order/${stored.id}`, { timeout: 10_000 });
  await phone.getByLabel('E-mail').first().fill(email);
  await phone.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
  await phone.getByRole('button', { name: 'Prihlásiť sa', exact: true }).click();
  await phone.waitForURL((u) => u.pathname === `/order/${stored.id}`);
  await expect(phone.getByRole('status').filter({ hasText: 'Objednávka patrí odteraz vášmu účtu.' })).toBeVisible();
  const [owner] = await rows<{ id: number }>('SELECT id FROM users WHERE email = ?', [email]);
  expect(await rows('SELECT user_id, guest_key_hash FROM orders WHERE id = ?', [stored.id])).toEqual([
    { user_id: owner.id, guest_key_hash: null },
  ]);
  await shot(phone, 'order-claimed');

  await phone.goto('/profile');
  const list = phone.getByRole('table', { name: 'Moje objednávky' });
  await expect(list.getByRole('link', { name: stored.order_number, exact: true })).toHaveAttribute('href', `/order/${stored.id}`);
  await shot(phone, 'profile-lists-it');
  await fresh.close();
});

test("staff revoke a guest's link on the order page; resending the confirmation mails a fresh one that opens it", async ({
  page,
  browser,
  request,
  baseURL,
  axe,
}, info) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('host-odkaz');
  const book = await ownProduct('host-odkaz', { priceCents: 990, countInStock: 3 });
  const placed = await request.post('/api/orders/guest', {
    data: {
      orderItems: [{ product: book.id, qty: 1 }],
      shippingAddress: {
        name: 'Hana Odkazová',
        address: `Odkazová ${Date.now() % 100000}`,
        city: 'Nitra',
        postalCode: '949 01',
        country: 'Slovensko',
      },
      paymentMethod: 'Prevodom vopred',
      email,
      privacy: true,
      terms: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { _id: string; orderNumber: string; orderKey: string };

  const guestContext = await newContext(browser, baseURL!, info);
  const guest = await guestContext.newPage();
  await guest.setViewportSize(PHONE);
  await guest.goto(`/order/${order._id}#k=${order.orderKey}`);
  await expect(guest.getByRole('heading', { level: 1, name: `Objednávka ${order.orderNumber}` })).toBeVisible();

  // On a laptop: the checkout's first step with the guest's form open, then the staff's order page.
  await page.setViewportSize(DESKTOP);
  await page.goto('/login?redirect=/shipping');
  await page.getByRole('region', { name: 'Nákup bez registrácie' }).getByRole('button', { name: 'Pokračovať bez registrácie' }).click();
  await expect(page.getByRole('region', { name: 'Nákup bez registrácie' }).getByLabel('E-mail')).toBeFocused();
  await shot(page, 'login-with-guest-desktop');
  expect(await axe(page)).toEqual([]);
  await logIn(page, DEMO_ADMIN);
  await page.goto(`/order/${order._id}`);
  await expect(page.getByText(`Objednávka bez registrácie (${email}): zákazník ju otvára odkazom z e-mailu.`)).toBeVisible();
  await page.getByRole('button', { name: 'Zrušiť odkaz zákazníka' }).click();
  const ask = page.getByRole('dialog', { name: 'Potvrdenie' });
  await expect(ask).toContainText('Odkaz na objednávku z potvrdzujúceho e-mailu prestane fungovať');
  expect(await axe(page)).toEqual([]);
  await ask.getByRole('button', { name: 'Zrušiť odkaz' }).click();
  await expect(page.locator('.acct-alert--success:not(.publish-bar)')).toHaveText(
    'Odkaz na objednávku je zrušený. Nový dostane zákazník s ďalším potvrdzujúcim e-mailom.',
  );
  await shot(page, 'staff-revoked-desktop');

  // The guest's browser: the link opens nothing any more.
  await guest.reload();
  await expect(guest.getByRole('alert')).toContainText('Objednávka sa nenašla. Otvorte ju prosím odkazom z potvrdzujúceho e-mailu.');
  await expect(guest.locator('body')).not.toContainText(email);

  // 'Poslať potvrdzujúci e-mail s faktúrou' by staff: a fresh link, which opens the order again.
  await page.getByRole('button', { name: 'Poslať potvrdzujúci e-mail s faktúrou' }).click();
  await expect(page.locator('.acct-alert--success:not(.publish-bar)')).toHaveText('Potvrdzujúci e-mail s faktúrou odoslaný');
  const prefix = `${baseURL}/order/${order._id}#k=`;
  const fresh = await linkFromOutboxApi(request, email, prefix);
  expect(fresh).not.toBe(`${prefix}${order.orderKey}`);
  await guest.goto(fresh);
  await expect(guest.getByRole('heading', { level: 1, name: `Objednávka ${order.orderNumber}` })).toBeVisible();
  await shot(guest, 'fresh-link-phone');
  expect(await axe(guest)).toEqual([]);
  await guestContext.close();
});
