import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, PHONE } from './fixtures';
import { DEMO_ADMIN, logIn, registeredAccount, testClientIp, uniqueEmail } from './accounts-support';
import { tokenOf } from './checkout-support';
import { adminToken, bearer } from './admin-support';
import type { ApiNewsletter, ApiNewsletterRecipients } from '../../worker/domain/newsletters';

/**
 * Issue 20, "Newsletter from the shop", on /admin/subscribers: the admin writes a newsletter, previews it as a
 * reader will see it, mails it to themselves, sends it to the subscribers and watches the progress reach the end
 * (read back from the server and from the outbox), on a phone and on a desktop.
 */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const PATH = '/admin/subscribers';
const DESKTOP = { width: 1280, height: 800 };

async function subscribe(request: APIRequestContext, who: { name: string; email: string; password: string }) {
  const res = await request.put('/api/users/profile', {
    headers: bearer(await tokenOf(request, who)),
    data: { name: who.name, email: who.email, isSubscribed: true },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** An account that ticked the newsletter (here: the admin did) but never confirmed its address: listed, never mailed. */
async function unconfirmedSubscriber(request: APIRequestContext, token: string, tag: string) {
  const who = { name: `Test ${tag}`, email: uniqueEmail(tag), password: 'Jarne-Rano-nad-Tatrami-7' };
  const made = await request.post('/api/users', { data: who });
  expect(made.status(), await made.text()).toBe(201);
  const users = (await (await request.get('/api/users', { headers: bearer(token) })).json()) as { _id: string; email: string }[];
  const id = users.find((u) => u.email === who.email)!._id;
  const res = await request.put(`/api/users/${id}`, { headers: bearer(token), data: { isSubscribed: true } });
  expect(res.status(), await res.text()).toBe(200);
  return who;
}

async function recipients(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/newsletters/recipients', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as ApiNewsletterRecipients).total;
}

async function stored(request: APIRequestContext, token: string, subject: string): Promise<ApiNewsletter | undefined> {
  const res = await request.get('/api/newsletters', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as ApiNewsletter[]).find((n) => n.subject === subject);
}

async function outboxMails(request: APIRequestContext, token: string): Promise<{ to: string; subject: string; text: string }[]> {
  const res = await request.get('/api/outbox?pageSize=100', { headers: bearer(token) });
  expect(res.ok()).toBe(true);
  return (await res.json()).mails;
}

/** A screenshot for people to look at, in the test's output folder. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`writes, previews, mails a test to the admin, sends and watches the progress reach the end (${size})`, async ({
    page,
    request,
    baseURL,
    axe,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const reader = await registeredAccount(request, baseURL!, `novinky-${size}`);
    await subscribe(request, reader);
    const token = await adminToken(request);
    const unconfirmed = await unconfirmedSubscriber(request, token, `nepotvrdeny-${size}`);
    const subject = `Jarné novinky ${size} ${Date.now().toString(36)}`;
    const link = 'https://prud.sk/eshop/knihy';

    await logIn(page, DEMO_ADMIN, `/login?redirect=${PATH}`, PATH);
    const write = page.getByRole('region', { name: 'Napísať newsletter' });
    await expect(write).toBeVisible();
    await write.getByLabel('Predmet').fill(subject);
    await write.getByLabel('Text').fill(`Milí čitatelia,\n\nnové knihy nájdete na ${link}.\n\nS pozdravom`);

    // An empty subject is refused in the page already, in red.
    await write.getByLabel('Predmet').fill('');
    await write.getByRole('button', { name: 'Náhľad' }).click();
    await expect(write.getByRole('alert')).toHaveText('Napíšte predmet newslettera.');
    await write.getByLabel('Predmet').fill(subject);

    await write.getByRole('button', { name: 'Náhľad' }).click();
    // The reader's text with its links, the signature and the reader's own unsubscribe link.
    const preview = write.locator('.newsletter-preview-body');
    await expect(preview.getByRole('link', { name: link })).toHaveAttribute('href', link);
    await expect(preview).toContainText('Prúd života');
    await expect(preview.getByRole('link', { name: /\/unsubscribe\// })).toBeVisible();
    await expect(write.getByText(subject)).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shot(page, `admin-newsletter-preview-${size}`);

    await write.getByRole('button', { name: 'Poslať skúšobný e-mail mne' }).click();
    await expect(write.getByRole('status').filter({ hasText: 'Skúšobný e-mail' })).toHaveText(
      `Skúšobný e-mail sme poslali na ${DEMO_ADMIN.email}.`,
    );
    await expect
      .poll(async () => (await outboxMails(request, token)).filter((m) => m.subject === `[TEST] ${subject}`).map((m) => m.to))
      .toEqual([DEMO_ADMIN.email]);
    expect(await stored(request, token, subject)).toBeUndefined();

    // The list shows the unconfirmed subscriber; the dialog counts by the server's rule, which leaves them out.
    await expect(page.getByRole('region', { name: /^Odoberajú novinky/ })).toContainText(unconfirmed.email);
    const before = await recipients(request, token);
    await write.getByRole('button', { name: 'Odoslať odberateľom' }).click();
    const dialog = page.getByRole('dialog', { name: 'Potvrdenie' });
    await expect(dialog).toContainText(subject);
    const after = await recipients(request, token);
    // Other specs may subscribe readers meanwhile: the number the click read lies between the two reads.
    const shown = Number((await dialog.textContent())?.match(/odberateľom s potvrdenou adresou \((\d+)\)/)?.[1]);
    expect(shown).toBeGreaterThanOrEqual(Math.min(before, after));
    expect(shown).toBeLessThanOrEqual(Math.max(before, after));
    await shot(page, `admin-newsletter-dialog-${size}`);
    await dialog.getByRole('button', { name: 'Odoslať', exact: true }).click();
    await expect(write.getByRole('status').filter({ hasText: 'Newsletter sa odosiela' })).toBeVisible();
    await expect(write.getByLabel('Predmet')).toHaveValue('');

    // The progress, as the server stored it, reaches the end; the page says what the server says.
    await expect.poll(async () => (await stored(request, token, subject))?.pending, { timeout: 30_000 }).toBe(0);
    const done = (await stored(request, token, subject))!;
    expect(done).toMatchObject({ failed: 0, skipped: 0, sent: done.total });
    expect(done.total).toBeGreaterThanOrEqual(1);
    const item = page.getByRole('listitem').filter({ hasText: subject });
    await expect(item).toContainText(`odoslané ${done.total} z ${done.total}`);
    await expect(item).toContainText('dokončené');
    await expect(item.getByRole('progressbar')).toHaveAttribute('value', String(done.total));
    const mails = (await outboxMails(request, token)).filter((m) => m.subject === subject);
    expect(mails.filter((m) => m.to === reader.email)).toHaveLength(1);
    expect(mails.filter((m) => m.to === unconfirmed.email)).toEqual([]);
    expect(mails.find((m) => m.to === reader.email)!.text).toContain(`${baseURL}/unsubscribe/`);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await axe(page)).toEqual([]);
    await shot(page, `admin-newsletter-sent-${size}`);
  });
}

test('what the admin typed before the page came alive is what the preview shows', async ({ page }) => {
  await logIn(page, DEMO_ADMIN, `/login?redirect=${PATH}`, PATH);
  // The page's island held back until both fields are filled: the built form takes the typing first.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/SubscribersPage\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  const write = page.getByRole('region', { name: 'Napísať newsletter' });
  await write.getByLabel('Predmet').fill('Napísané skôr');
  await write.getByLabel('Text').fill('Tento text vznikol, kým sa stránka načítavala.');
  release();
  await write.getByRole('button', { name: 'Náhľad' }).click();
  await expect(write.locator('.newsletter-preview-body')).toContainText('Tento text vznikol, kým sa stránka načítavala.');
  await expect(write.getByText('Napísané skôr', { exact: true }).last()).toBeVisible();
  await expect(write.getByRole('alert')).toHaveCount(0);
});

test('with nobody to send to, the click says so in Slovak and sends nothing', async ({ page, request }) => {
  const token = await adminToken(request);
  await logIn(page, DEMO_ADMIN, `/login?redirect=${PATH}`, PATH);
  // Every confirmed reader gone by the time of the click (the demo always has some: the count is answered 0 here).
  await page.route('**/api/newsletters/recipients', (route) => route.fulfill({ json: { total: 0 } satisfies ApiNewsletterRecipients }));
  const write = page.getByRole('region', { name: 'Napísať newsletter' });
  const subject = `Nikomu ${Date.now()}`;
  await write.getByLabel('Predmet').fill(subject);
  await write.getByLabel('Text').fill('Tento newsletter nemá komu ísť.');
  await write.getByRole('button', { name: 'Odoslať odberateľom' }).click();
  await expect(write.getByRole('alert')).toHaveText(
    'Newsletter zatiaľ nie je komu poslať: nikto s potvrdenou e-mailovou adresou ho neodoberá.',
  );
  await expect(page.getByRole('dialog', { name: 'Potvrdenie' })).toHaveCount(0);
  expect(await stored(request, token, subject)).toBeUndefined();
});
