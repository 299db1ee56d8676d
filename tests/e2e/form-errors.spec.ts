import type { Locator, Page } from '@playwright/test';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { DEMO_CUSTOMER, logIn, registeredAccount, SERVER_TEXT, storedUser, testClientIp } from './accounts-support';

/**
 * Issue 29 item 3: registration, profile, password reset and contact mark every wrong field at once next to it, as
 * the shipping step does (aria-invalid, described by its own message in red, the first focused, a summary naming
 * them), whether the browser's check refuses or the server's 400 (`fields`).
 */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const RED = 'rgb(176, 0, 32)';

/** The field is marked: aria-invalid, its message under it in red, and that message is its description. */
async function expectMarked(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  const id = await field.getAttribute('id');
  const error = field.page().locator(`#${id}-error`);
  await expect(error).toHaveText(message);
  await expect(error).toHaveCSS('color', RED);
}

/** Calls to `path` the page makes from now on. */
function callsTo(page: Page, path: string): string[] {
  const calls: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname === path && r.method() !== 'GET' && calls.push(r.method()));
  return calls;
}

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`registration with every field empty marks each field at once (${device})`, async ({ page, axe }) => {
    await page.setViewportSize(viewport);
    const calls = callsTo(page, '/api/users');
    await page.goto('/register');
    const button = page.getByRole('button', { name: 'Registrovať sa', exact: true });
    // The form's script comes when the form is used (client:used): pointing at the button is using it.
    await button.hover();
    await expect(button).toBeEnabled();
    await button.click();

    await expect(page.getByRole('alert')).toHaveText('Opravte prosím označené polia: Meno a priezvisko, E-mail, Heslo, Potvrdenie hesla.');
    const name = page.getByLabel('Meno a priezvisko');
    await expectMarked(name, 'Zadajte meno.');
    await expectMarked(page.getByLabel('E-mail'), 'Zadajte e-mail.');
    await expectMarked(page.getByLabel('Heslo', { exact: true }), 'Zadajte heslo.');
    await expectMarked(page.getByLabel('Potvrdenie hesla'), 'Zopakujte heslo.');
    await expect(name).toBeFocused();
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/register-empty-${viewport.width}.png`, fullPage: true });
    expect(calls).toEqual([]);

    // Typing into a field takes its mark away; the others stay, and the summary names only them.
    await name.fill('Mária Nová');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveText('Opravte prosím označené polia: E-mail, Heslo, Potvrdenie hesla.');
  });
}

test('registration: a wrong e-mail, a short password and a different repetition are marked together', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Meno a priezvisko').fill('Ján Skúšobný');
  await page.getByLabel('E-mail').fill('jan@');
  await page.getByLabel('Heslo', { exact: true }).fill('kratke');
  await page.getByLabel('Potvrdenie hesla').fill('ine');
  await page.getByRole('button', { name: 'Registrovať sa', exact: true }).click();
  await expectMarked(page.getByLabel('E-mail'), 'Zadajte platný e-mail.');
  await expectMarked(page.getByLabel('Heslo', { exact: true }), 'Heslo musí mať aspoň 8 znakov.');
  await expectMarked(page.getByLabel('Potvrdenie hesla'), 'Heslá nesúhlasia');
  await expect(page.getByLabel('Meno a priezvisko')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('E-mail')).toBeFocused();
});

test('profile: every wrong field at once, and an e-mail in use comes back from the server on the e-mail field', async ({
  page,
  request,
  baseURL,
  axe,
}) => {
  const who = await registeredAccount(request, baseURL!, 'chyby-profil');
  await logIn(page, who, '/login?redirect=/profile', '/profile');
  const name = page.getByLabel('Meno a priezvisko');
  const email = page.getByLabel('E-mail', { exact: true });
  await expect(email).toHaveValue(who.email);
  await name.fill('');
  await email.fill('jana@');
  await page.getByLabel('Nové heslo', { exact: true }).fill('kratke');
  await page.getByRole('button', { name: 'Uložiť zmeny' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Opravte prosím označené polia: Meno a priezvisko, E-mail, Nové heslo, Potvrdenie nového hesla.',
  );
  await expectMarked(name, 'Zadajte meno.');
  await expectMarked(email, 'Zadajte platný e-mail.');
  await expectMarked(page.getByLabel('Nové heslo', { exact: true }), 'Heslo musí mať aspoň 8 znakov.');
  await expectMarked(page.getByLabel('Potvrdenie nového hesla'), 'Zopakujte heslo.');
  await expect(name).toBeFocused();
  expect(await axe(page)).toEqual([]);

  // Only the server knows the address is another account's: its 400 marks the e-mail field.
  await name.fill(who.name);
  await email.fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Nové heslo', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Uložiť zmeny' }).click();
  await expect(page.getByRole('alert')).toHaveText(SERVER_TEXT.emailTaken);
  await expectMarked(email, SERVER_TEXT.emailTaken);
  await expect(email).toBeFocused();
  await expect(page.getByLabel('Potvrdenie nového hesla')).not.toHaveAttribute('aria-invalid', 'true');
  expect(await storedUser(page)).toMatchObject({ email: who.email });
  const stored = await request.post('/api/users/login', { data: { email: who.email, password: who.password } });
  expect((await stored.json()).email).toBe(who.email);
});

test('password reset: the request marks its e-mail; the new password marks both fields', async ({ page, axe }) => {
  const calls = callsTo(page, '/api/auth/forgot-password');
  await page.goto('/forgot-password');
  const button = page.getByRole('button', { name: 'Poslať linku' });
  await button.hover();
  await expect(button).toBeEnabled();
  await button.click();
  await expectMarked(page.getByLabel('E-mail'), 'Musíte zadať existujúci e-mail');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await page.getByLabel('E-mail').fill('jana@');
  await button.click();
  await expectMarked(page.getByLabel('E-mail'), 'Zadajte platný e-mail.');
  expect(await axe(page)).toEqual([]);
  expect(calls).toEqual([]);

  // The page of a mailed link (its token is checked only by the server, when both fields are right).
  await page.goto(`/reset-password/${'A'.repeat(43)}/Jana/jana%40example.sk/7/gen`);
  const change = page.getByRole('button', { name: 'Zmeniť heslo' });
  await change.hover();
  await expect(change).toBeEnabled();
  await change.click();
  await expect(page.getByRole('alert')).toHaveText('Opravte prosím označené polia: Nové heslo, Potvrdenie nového hesla.');
  await expectMarked(page.getByLabel('Nové heslo', { exact: true }), 'Zadajte heslo.');
  await expectMarked(page.getByLabel('Potvrdenie nového hesla'), 'Zopakujte heslo.');
  await expect(page.getByLabel('Nové heslo', { exact: true })).toBeFocused();
  expect(await axe(page)).toEqual([]);
  await page.getByLabel('Nové heslo', { exact: true }).fill('Zelene-Lucky-pod-Tatrami-26');
  await page.getByLabel('Potvrdenie nového hesla').fill('Zelene-Lucky-pod-Tatrami-27');
  await change.click();
  await expect(page.getByRole('alert')).toHaveText(SERVER_TEXT.passwordMismatch);
  await expectMarked(page.getByLabel('Potvrdenie nového hesla'), SERVER_TEXT.passwordMismatch);
  await expect(page.getByLabel('Nové heslo', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
});

test("contact: a field the browser let through and the server refuses is marked from the server's answer", async ({ page, axe }) => {
  await page.goto('/contact');
  const form = page.getByRole('region', { name: 'Napíšte nám správu' });
  await form.getByLabel('Meno a priezvisko').fill('Ján Nový');
  // Two dots in a row: the browser's quick check lets it through, the server's e-mail rule does not.
  const email = form.getByLabel('Email');
  await email.fill('jan..novy@example.sk');
  await form.getByLabel('Správa').fill('Dobrý deň, máte knihu Duchovný človek?');
  await form.getByLabel('Súhlasím so spracovaním osobných údajov').check();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/contact'));
  await form.getByRole('button', { name: 'Odoslať' }).click();
  expect((await answer).status()).toBe(400);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Zadajte platný e-mail.');
  await expect(form.locator('#contact-email-error')).toHaveCSS('color', RED);
  await expect(email).toBeFocused();
  await expect(form.getByRole('status')).toHaveText('Zadajte platný e-mail.');
  await expect(form.getByLabel('Meno a priezvisko')).not.toHaveAttribute('aria-invalid', 'true');
  expect(await axe(page)).toEqual([]);
});
