import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { DEMO_ADMIN, DEMO_CUSTOMER, logIn, registeredAccount, testClientIp, uniqueEmail } from './accounts-support';
import { adminToken, bearer, expectRefused, expectSentToLogin, frameMenu } from './admin-support';
import type { ApiUser } from '../../worker/domain/user-shape';
import { siteFacts } from '../../worker/domain/site-facts';

/** /admin/userlist and /admin/user/{id}/edit (issue 9, Admin): list, edit, delete accounts; who may open them. */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const LIST = '/admin/userlist';
const SHOTS = '/tmp/userlist-shots';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** What the server stored (GET /api/users/:id as the demo admin): the user, or the HTTP status when refused. */
async function storedUser(request: APIRequestContext, token: string, id: number): Promise<ApiUser | number> {
  const res = await request.get(`/api/users/${id}`, { headers: bearer(token) });
  return res.status() === 200 ? ((await res.json()) as ApiUser) : res.status();
}

/** A fresh confirmed customer (registered through the API) and its id from the admin list. */
async function freshCustomer(request: APIRequestContext, baseURL: string, tag: string, token: string) {
  const who = await registeredAccount(request, baseURL, tag);
  const res = await request.get('/api/users', { headers: bearer(token) });
  expect(res.status()).toBe(200);
  const user = ((await res.json()) as ApiUser[]).find((u) => u.email === who.email)!;
  expect(user).toMatchObject({ name: who.name, isAdmin: false, isAssistant: false, isRegistered: true });
  expect(user._id).toMatch(/^[1-9]\d*$/);
  return { ...who, id: Number(user._id) };
}

const rowOf = (page: Page, email: string) => page.locator('tbody tr', { hasText: email });
const cell = (page: Page, email: string, column: string) => rowOf(page, email).locator(`td[data-label="${column}"]`);

test('a fresh customer is listed; editing name, e-mail and role returns to the list and is stored', async ({
  page,
  request,
  baseURL,
  axe,
}) => {
  test.slow();
  const token = await adminToken(request);
  const c = await freshCustomer(request, baseURL!, 'zoznam', token);

  await logIn(page, DEMO_ADMIN, `/login?redirect=${LIST}`, LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Používatelia' })).toBeVisible();
  await expect(frameMenu(page).getByRole('link', { name: 'Používatelia' })).toHaveAttribute('aria-current', 'page');
  await expect(cell(page, c.email, 'Meno')).toHaveText(c.name);
  await expect(cell(page, c.email, 'E-mail').getByRole('link')).toHaveAttribute('href', `mailto:${c.email}`);
  await expect(cell(page, c.email, 'Admin')).toHaveText('✗nie');
  await expect(cell(page, c.email, 'Asistent')).toHaveText('✗nie');
  await expect(cell(page, c.email, 'Registrovaný')).toHaveText('✓áno');
  await expect(cell(page, c.email, 'Odber noviniek')).toHaveText('✗nie');
  // The admin's own row offers no 'Zmazať' (the server refuses it).
  await expect(rowOf(page, DEMO_ADMIN.email).getByRole('button', { name: /Zmazať/ })).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
  await shot(page, 'userlist-1366');
  await page.setViewportSize(PHONE);
  await expect(rowOf(page, c.email).getByRole('button', { name: /Zmazať/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await axe(page)).toEqual([]);
  await shot(page, 'userlist-390');
  await page.setViewportSize(DESKTOP);

  await rowOf(page, c.email).getByRole('link', { name: 'Upraviť' }).click();
  await page.waitForURL((u) => u.pathname === `/admin/user/${c.id}/edit`);
  await expect(page.getByRole('link', { name: 'Späť na zoznam' })).toHaveAttribute('href', LIST);
  await expect(frameMenu(page).getByRole('link', { name: 'Používatelia' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Meno')).toHaveValue(c.name);
  await expect(page.getByLabel('E-mail')).toHaveValue(c.email);
  await expect(page.getByLabel('Administrátor')).not.toBeChecked();
  const assistant = page.getByLabel(siteFacts.navigation.assistantCheckboxLabel);
  await expect(assistant).not.toBeChecked();
  expect(await axe(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  expect(await axe(page)).toEqual([]);
  await shot(page, 'user-edit-390');
  await page.setViewportSize(DESKTOP);
  await shot(page, 'user-edit-1366');

  const newName = `Upravená Zákazníčka ${Date.now()}`;
  const newEmail = uniqueEmail('upraveny');
  await page.getByLabel('Meno').fill(newName);
  await page.getByLabel('E-mail').fill(newEmail.toUpperCase());
  await assistant.check();
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await page.waitForURL((u) => u.pathname === LIST);
  await expect(page.locator('.acct-alert--success:not(.publish-bar)')).toHaveText(`Zmeny používateľa ${newName} sú uložené.`);
  await expect(cell(page, newEmail, 'Meno')).toHaveText(newName);
  await expect(cell(page, newEmail, 'Asistent')).toHaveText('✓áno');
  await expect(rowOf(page, c.email)).toHaveCount(0);
  expect(await storedUser(request, token, c.id)).toMatchObject({ name: newName, email: newEmail, isAdmin: false, isAssistant: true });
  expect(await axe(page)).toEqual([]);
});

test("invalid input shows the schema's or the server's message in red and stores nothing", async ({ page, request, baseURL, axe }) => {
  test.slow();
  const token = await adminToken(request);
  const c = await freshCustomer(request, baseURL!, 'chyba', token);

  await logIn(page, DEMO_ADMIN, `/login?redirect=/admin/user/${c.id}/edit`, `/admin/user/${c.id}/edit`);
  await expect(page.getByLabel('E-mail')).toHaveValue(c.email);
  await page.getByLabel('E-mail').fill('nie-je-email');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Zadajte platný e-mail.');
  await expect(alert).toHaveCSS('color', 'rgb(138, 0, 25)');
  expect(new URL(page.url()).pathname).toBe(`/admin/user/${c.id}/edit`);
  // The same text the server answers with for the same body.
  const direct = await request.put(`/api/users/${c.id}`, {
    headers: bearer(token),
    data: { name: c.name, email: 'nie-je-email', isAdmin: false, isAssistant: false },
  });
  expect(direct.status()).toBe(400);
  expect(await direct.json()).toMatchObject({ message: 'Zadajte platný e-mail.' });

  // Only the server knows the address is taken: its message shows.
  await page.getByLabel('E-mail').fill(DEMO_CUSTOMER.email);
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(alert).toHaveText('Tento e-mail už používa iný účet.');
  expect(await axe(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await expect(alert).toBeInViewport();
  await shot(page, 'user-edit-error-390');
  expect(await storedUser(request, token, c.id)).toMatchObject({ name: c.name, email: c.email });
});

test('Zmazať asks first: dismissing keeps the user, confirming deletes it (GET 404)', async ({ page, request, baseURL }) => {
  test.slow();
  const token = await adminToken(request);
  const c = await freshCustomer(request, baseURL!, 'zmazat', token);

  await logIn(page, DEMO_ADMIN, `/login?redirect=${LIST}`, LIST);
  const del = rowOf(page, c.email).getByRole('button', { name: 'Zmazať' });
  const dialog = page.getByRole('dialog', { name: 'Potvrdenie' });

  await del.click();
  await expect(dialog).toContainText(`Zmazať používateľa ${c.name}? Túto akciu nemožno vrátiť.`);
  await expect(dialog.getByRole('button', { name: 'Späť' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Späť' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, c.email)).toBeVisible();
  expect(await storedUser(request, token, c.id)).toMatchObject({ email: c.email });

  await del.click();
  await dialog.getByRole('button', { name: 'Zmazať' }).click();
  await expect(page.locator('.acct-alert--success:not(.publish-bar)')).toHaveText('Používateľ bol vymazaný.');
  await expect(rowOf(page, c.email)).toHaveCount(0);
  expect(await storedUser(request, token, c.id)).toBe(404);
  await shot(page, 'userlist-deleted-1366');
});

test('visitors are sent to /login from the user screens, customers are refused', async ({ page }) => {
  await expectSentToLogin(page, LIST);
  await logIn(page, DEMO_CUSTOMER);
  await expectRefused(page, LIST);
  await expectRefused(page, '/admin/user/1/edit');
  await expect(frameMenu(page)).toBeHidden();
});
