import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { AUTH_MESSAGES } from '../../worker/domain/auth-messages';
import { DEMO_LOGINS } from '../../db/seed/users';

/** Helpers of the account specs (accounts-*.spec.ts, google-sign-in.spec.ts). */

/** The server's texts the screens must show: the very strings the API answers with. */
export const SERVER_TEXT = AUTH_MESSAGES;

const demo = (role: string, email?: string) => DEMO_LOGINS.find((u) => u.role === role && (!email || u.email === email))!;
export const DEMO_ADMIN = demo('admin');
export const DEMO_ASSISTANT = demo('assistant');
export const DEMO_CUSTOMER = demo('customer', 'peter.kovac@example.sk');

export const header = (page: Page) => page.locator('header.site-header');
/** The header's button that opens the signed-in person's menu: it reads their name. */
export const userMenuButton = (page: Page, name: string) => header(page).getByRole('button', { name, exact: true });

/**
 * A client address of this test's own (the e2e server trusts X-Forwarded-For): the per-IP login and
 * registration limits (10 a minute) then count each test apart, however many run at once.
 */
export function testClientIp(info: TestInfo): string {
  const n = [...`${info.testId}:${info.retry}:${info.repeatEachIndex}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  return `10.${(n >>> 16) & 0xff}.${(n >>> 8) & 0xff}.${(n & 0xfe) + 1}`;
}

let seq = 0;
/** A fresh address for a new account. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${++seq}@example.sk`;
}

/** A second browser, e.g. the admin reading the outbox while the customer waits in the first one. */
export async function newContext(browser: Browser, baseURL: string, info: TestInfo): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': testClientIp(info) } });
  await context.addCookies([{ name: 'prud_cookie_consent', value: 'declined', url: baseURL }]);
  return context;
}

/**
 * Where a login that asks for no page lands (issue 16): an admin on the overview, an assistant on its first staff
 * screen (audio), everybody else on the home page.
 */
function landingByRole(who: { role?: string }): string {
  return who.role === 'admin' ? '/admin' : who.role === 'assistant' ? '/admin/audio' : '/';
}

/**
 * Signs in through the login page and waits until it has left for `landing` (by default, for plain /login, where
 * the person's role lands them: landingByRole).
 */
export async function logIn(
  page: Page,
  who: { email: string; password: string; role?: string },
  path = '/login',
  landing: string | RegExp = path === '/login' ? landingByRole(who) : '/',
) {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Heslo', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Prihlásiť sa', exact: true }).click();
  await page.waitForURL((url) => (typeof landing === 'string' ? url.pathname === landing : landing.test(url.pathname + url.search)));
}

/**
 * The first link starting with `prefix` in the newest mail to `to`, read the way staff do: on /admin/outbox
 * (`page` is signed in as an admin), opening the mail.
 */
export async function linkFromOutboxPage(page: Page, to: string, prefix: string): Promise<string> {
  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Odchádzajúce e-maily' })).toBeVisible();
  const mail = page.locator('.outbox-mail', { hasText: to }).first();
  await expect(mail).toBeVisible();
  await mail.locator('summary').click();
  const link = mail.locator(`a[href^="${prefix}"]`).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

/** The same through the API (`GET /api/outbox` with the demo admin's token). */
export async function linkFromOutboxApi(request: APIRequestContext, to: string, prefix: string): Promise<string> {
  const login = await request.post('/api/users/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = await login.json();
  const res = await request.get('/api/outbox?pageSize=100', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  const { mails } = (await res.json()) as { mails: { to: string; text: string }[] };
  const mail = mails.find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to} in the outbox`);
  const at = mail.text.indexOf(prefix);
  if (at < 0) throw new Error(`no link starting ${prefix} in:\n${mail.text}`);
  return mail.text.slice(at).split(/\s/)[0];
}

/** A confirmed account made through the API the way a person would (register, confirm with the mailed link). */
export async function registeredAccount(request: APIRequestContext, baseURL: string, tag: string) {
  const who = { name: `Test ${tag}`, email: uniqueEmail(tag), password: 'Jarne-Rano-nad-Tatrami-7' };
  const r = await request.post('/api/users', { data: who });
  expect(r.status(), await r.text()).toBe(201);
  const link = await linkFromOutboxApi(request, who.email, `${baseURL}/registerLink/`);
  const confirm = await request.get(`/api/users/${link.slice(`${baseURL}/registerLink/`.length)}`);
  expect(await confirm.text()).toBe('ok');
  return who;
}

export async function storedUser(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null'));
}

/**
 * Forgets who is signed in (the session lives in localStorage), from a file of the shop that runs no script: on a
 * page, the header's or the frame's script may answer the change by navigating (to the login page), which then
 * aborts the test's next `goto` (net::ERR_ABORTED, seen in a clean-clone run).
 */
export async function forgetSession(page: Page): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.clear());
}
