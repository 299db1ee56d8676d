import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { DEMO_ADMIN, logIn, newContext, registeredAccount, SERVER_TEXT, storedUser, testClientIp, uniqueEmail } from './accounts-support';
import { apiOrder, ownProduct, pdfText, tokenOf } from './checkout-support';
import { rows } from './storefront-db';
import { rowsLinkingPerson } from '../../worker/test-support/person-links';
import { ACCOUNT_DELETED_SUBJECT } from '../../worker/services/accounts/account-deletion-mail';

/**
 * Issue 31's acceptance for a person's own data: a customer downloads their data (the file holds their order),
 * deletes the account with the password, login then fails, the order is still in the staff list with its invoice,
 * and nothing in the database links to the deleted e-mail except what the invoice prints (the orders' e-mail) and,
 * in this shop without a mail provider, the confirmation's copy in the outbox.
 */

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const SHOTS = '/tmp/pw-g-shots';
const shot = async (page: import('@playwright/test').Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test('a customer downloads their data and deletes the account; the order stays for staff with its invoice', async ({
  page,
  request,
  baseURL,
  browser,
  axe,
}, info) => {
  test.slow();
  const buyer = await registeredAccount(request, baseURL!, 'moje-udaje');
  const product = await ownProduct('moje-udaje', { priceCents: 1490, countInStock: 5 });
  const order = await apiOrder(request, await tokenOf(request, buyer), [{ product: product.id, qty: 1 }], 'Prevodom vopred', {
    name: buyer.name,
  });
  const [{ id: userId }] = await rows<{ id: number }>('SELECT id FROM users WHERE email = ?', [buyer.email]);

  await logIn(page, buyer, '/login?redirect=/profile', '/profile');
  const data = page.getByRole('region', { name: 'Moje údaje' });
  // The profile's forms load React when used (client:used): a disabled button takes no click, so point first.
  await data.hover();
  await expect(data.getByRole('button', { name: 'Stiahnuť moje údaje' })).toBeEnabled();
  const download = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Stiahnuť moje údaje' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^prud-moje-udaje-\d{4}-\d{2}-\d{2}\.json$/);
  const json = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(json.účet['e-mail']).toBe(buyer.email);
  expect(json.objednávky.zoznam.map((o: { číslo: string }) => o.číslo)).toEqual([order.orderNumber]);
  expect(json.objednávky.zoznam[0].položky[0]).toMatchObject({ názov: product.name, množstvo: 1, cena_za_kus_eur: 14.9 });

  // The dialog: a wrong password is marked at the field; axe on the open dialog at both widths.
  await data.getByRole('button', { name: 'Zrušiť účet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Naozaj zrušiť účet?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Heslo')).toBeFocused();
  await dialog.getByLabel('Heslo').fill('Nie-To-Heslo-2026');
  await dialog.getByRole('button', { name: 'Zrušiť účet natrvalo' }).click();
  await expect(dialog.getByText('Heslo nie je správne.')).toBeVisible();
  await expect(dialog.getByLabel('Heslo')).toHaveAttribute('aria-invalid', 'true');
  expect(await axe(page)).toEqual([]);
  await shot(page, 'delete-dialog-desktop');
  await page.setViewportSize(PHONE);
  expect(await axe(page)).toEqual([]);
  await shot(page, 'delete-dialog-phone');
  await page.setViewportSize(DESKTOP);
  expect(await rows('SELECT id FROM users WHERE id = ?', [userId])).toHaveLength(1);

  await dialog.getByLabel('Heslo').fill(buyer.password);
  await dialog.getByRole('button', { name: 'Zrušiť účet natrvalo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Účet je zrušený' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  await shot(page, 'deleted-desktop');

  // Login fails.
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(buyer.email);
  await page.getByLabel('Heslo', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Prihlásiť sa', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(SERVER_TEXT.badCredentials);

  // Staff still see the order in the list and download its invoice.
  const staff = await newContext(browser, baseURL!, info);
  const admin = await staff.newPage();
  await logIn(admin, DEMO_ADMIN);
  await admin.goto('/admin/orderlist');
  await expect(admin.locator('tbody tr', { hasText: order.orderNumber })).toBeVisible();
  await admin.goto(`/order/${order._id}`);
  const saved = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Stiahnuť faktúru (PDF)' }).click();
  const invoice = pdfText(await readFile((await (await saved).path())!));
  expect(invoice).toContain(order.orderNumber);
  expect(invoice).toContain(buyer.email);
  await staff.close();

  // Nothing else in the database links to the person.
  const links = await rowsLinkingPerson((sql) => rows(sql).then((r) => ({ rows: r })), { email: buyer.email, userId });
  expect(links).toEqual([
    { table: 'orders', columns: ['email'] },
    { table: 'outbox', columns: ['to'] },
  ]);
  expect(await rows('SELECT subject FROM outbox WHERE lower("to") = ?', [buyer.email])).toEqual([
    expect.objectContaining({ subject: ACCOUNT_DELETED_SUBJECT }),
  ]);
});

test('the profile on a phone: the data section fits and passes axe', async ({ page, request, baseURL, axe }) => {
  const who = await registeredAccount(request, baseURL!, 'udaje-mobil');
  await page.setViewportSize(PHONE);
  await logIn(page, who, '/login?redirect=/profile', '/profile');
  const data = page.getByRole('region', { name: 'Moje údaje' });
  await data.hover();
  await expect(data.getByRole('button', { name: 'Zrušiť účet' })).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await axe(page)).toEqual([]);
  await shot(page, 'profile-data-phone');
  await page.setViewportSize(DESKTOP);
  await shot(page, 'profile-data-desktop');
});

test('an account without a password confirms the deletion by a fresh Google sign-in', async ({ page, axe }) => {
  test.setTimeout(90_000);
  // The local provider signs in the address a `login_hint` names (worker/test-support/oidc-provider.ts): an account of
  // this test alone. Both starts (the sign-in and the re-confirmation) get the hint on the provider's address.
  const email = uniqueEmail('google-zrusenie').toLowerCase();
  await page.route(
    (url) => url.pathname === '/api/auth/google/start',
    async (route) => {
      const started = await route.fetch({ maxRedirects: 0 });
      const to = new URL(started.headers().location);
      to.searchParams.set('login_hint', email);
      await route.fulfill({ response: started, headers: { ...started.headers(), location: to.toString() } });
    },
  );
  await page.goto('/login?redirect=/profile');
  const signIn = page.getByRole('link', { name: 'Prihlásiť sa cez Google' });
  // The login page's island puts the way back on the link once it has hydrated.
  await expect(signIn).toHaveAttribute('href', '/api/auth/google/start?redirect=%2Fprofile');
  await signIn.click();
  await page.waitForURL((u) => u.pathname === '/profile');
  const me = await storedUser(page);
  expect(me).toMatchObject({ email, hasGoogle: true });

  await page.getByRole('region', { name: 'Moje údaje' }).hover();
  await page.getByRole('region', { name: 'Moje údaje' }).getByRole('button', { name: 'Zrušiť účet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Naozaj zrušiť účet?' });
  const google = dialog.getByRole('link', { name: 'Potvrdiť prihlásením cez Google' });
  await expect(google).toHaveAttribute('href', '/api/auth/google/start?intent=delete-account&redirect=%2Fprofile');
  await google.click();
  // Back on the profile: the code left the address bar, the dialog is open and asks only for the final press.
  await page.waitForURL((u) => u.pathname === '/profile');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Google potvrdil vašu totožnosť.');
  expect(new URL(page.url()).hash).toBe('');
  await expect(dialog.getByRole('button', { name: 'Späť' })).toBeFocused();
  expect(await axe(page)).toEqual([]);
  await shot(page, 'delete-google-desktop');
  await dialog.getByRole('button', { name: 'Zrušiť účet natrvalo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Účet je zrušený' })).toBeVisible();
  expect(await rows('SELECT id FROM users WHERE email = ?', [email])).toEqual([]);
});
