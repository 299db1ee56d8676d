import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { DEMO_ADMIN, DEMO_ASSISTANT, DEMO_CUSTOMER, logIn, testClientIp } from './accounts-support';
import { bearer, expectRefused, expectSentToLogin, frameMenu } from './admin-support';
import { tokenOf } from './checkout-support';
import { MEDIA_MESSAGES, UPLOAD_MESSAGES } from '../../worker/domain/media-admin';
import { WORDS_OF_LIFE_TOPICS } from '../../worker/domain/site-facts';

/** /admin/audio, /admin/video, /admin/banner and their edit pages (issue 9, Admin): staff add, edit, delete media. */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const SHOTS = '/tmp/media-ui-shots';
type Kind = 'audio' | 'video' | 'banner';
type Who = typeof DEMO_ADMIN;
const PLURAL: Record<Kind, string> = { audio: 'audios', video: 'videos', banner: 'banners' };

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * What the server stored (`GET /api/{kind}/:id`): the record, or the HTTP status when there is none. With a staff
 * token a draft (a new record not yet saved with its link or image) is read too; without it what visitors see.
 */
async function stored(request: APIRequestContext, kind: Kind, id: number, token?: string): Promise<Record<string, unknown> | number> {
  const res = await request.get(`/api/${kind}/${id}`, { headers: token ? bearer(token) : {} });
  return res.status() === 200 ? ((await res.json()) as Record<string, unknown>) : res.status();
}

/** The list page (20 a page) that shows record `id`. */
async function pageWith(request: APIRequestContext, kind: Kind, id: number): Promise<number> {
  for (let n = 1; n <= 50; n++) {
    const d = await (await request.get(`/api/${kind}?pageNumber=${n}&pageSize=20`)).json();
    if ((d[PLURAL[kind]] as { _id: string }[]).some((r) => r._id === String(id))) return n;
    if (n >= d.pages) break;
  }
  throw new Error(`${kind} ${id} is on no page`);
}

const rowOf = (page: Page, text: string) => page.locator('tbody tr', { hasText: text });

/** Both viewports, axe clean at each, screenshots for people to look at. */
async function checkViewports(page: Page, axe: (p: Page) => Promise<unknown[]>, name: string) {
  expect(await axe(page)).toEqual([]);
  await shot(page, `${name}-1366`);
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await axe(page)).toEqual([]);
  await shot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

/** The add button posts an empty record and opens its edit page; returns the new id. */
async function add(page: Page, kind: Kind, label: string): Promise<number> {
  await page.getByRole('button', { name: label }).click();
  await page.waitForURL(new RegExp(`/admin/${kind}/\\d+/edit$`));
  const id = Number(/\/(\d+)\/edit$/.exec(new URL(page.url()).pathname)![1]);
  await expect(page.getByRole('link', { name: 'Späť na zoznam' })).toHaveAttribute('href', `/admin/${kind}`);
  await expect(
    frameMenu(page).getByRole('link', { name: kind === 'banner' ? 'Bannery' : kind === 'audio' ? 'Audio' : 'Video' }),
  ).toHaveAttribute('aria-current', 'page');
  return id;
}

/** 'Uložiť' returns to the list with the green line; the row (on its page) shows `cells`. */
async function saveAndFind(page: Page, request: APIRequestContext, kind: Kind, id: number, title: string, cells: Record<string, string>) {
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await page.waitForURL((u) => u.pathname === `/admin/${kind}`);
  await expect(page.getByRole('status').filter({ hasText: MEDIA_MESSAGES.saved })).toBeVisible();
  const n = await pageWith(request, kind, id);
  if (n > 1) await page.goto(`/admin/${kind}?pageNumber=${n}`);
  for (const [column, text] of Object.entries(cells))
    await expect(rowOf(page, title).locator(`td[data-label="${column}"]`)).toHaveText(text);
}

/** 'Zmazať' asks 'Are you sure?': 'Späť' keeps the record, 'Zmazať' removes it (the API then answers 404). */
async function deleteWithDialog(page: Page, request: APIRequestContext, kind: Kind, id: number, title: string) {
  const dialog = page.getByRole('dialog');
  await rowOf(page, title)
    .getByRole('button', { name: /Zmazať/ })
    .click();
  await expect(dialog).toContainText('Are you sure?');
  await dialog.getByRole('button', { name: 'Späť' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, title)).toHaveCount(1);
  expect(await stored(request, kind, id)).toMatchObject({ _id: String(id) });
  await rowOf(page, title)
    .getByRole('button', { name: /Zmazať/ })
    .click();
  await dialog.getByRole('button', { name: 'Zmazať' }).click();
  await expect(page.getByRole('status').filter({ hasText: MEDIA_MESSAGES.deleted })).toBeVisible();
  await expect(rowOf(page, title)).toHaveCount(0);
  expect(await stored(request, kind, id)).toBe(404);
}

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

for (const [role, who] of [
  ['admin', DEMO_ADMIN],
  ['assistant', DEMO_ASSISTANT],
] as [string, Who][]) {
  test.describe(`as the demo ${role}`, () => {
    test('audio: add, edit (category and subcategory), save, listed and stored, delete', async ({ page, request, axe }) => {
      test.slow();
      await logIn(page, who, '/login?redirect=/admin/audio', '/admin/audio');
      await expect(page.getByRole('heading', { level: 1, name: 'Audio' })).toBeVisible();
      if (role === 'assistant') {
        await expect(frameMenu(page).getByRole('link')).toHaveText(['Audio', 'Video', 'Bannery']);
      }
      if (role === 'admin') await checkViewports(page, axe, 'audio-list');
      const id = await add(page, 'audio', 'Pridať nahrávku');
      // A draft: staff read it, visitors do not until it is saved with its link.
      expect(await stored(request, 'audio', id, await tokenOf(request, who))).toMatchObject({
        _id: String(id),
        audioTitle: '',
        isDraft: true,
      });
      expect(await stored(request, 'audio', id)).toBe(404);

      const title = `0 Nahrávka ${role} ${Date.now()}`;
      const link = 'https://drive.google.com/file/d/abc123/preview';
      await page.getByLabel('Názov').fill(title);
      await expect(page.getByLabel('Názov')).toHaveAttribute('placeholder', 'napr. Boh v liste Rimanom I');
      await page.getByLabel('Linka z Google drive (bez úvodzoviek)').fill(link);
      await expect(page.getByText('https://drive.google.com/file/d/<id>/preview')).toBeVisible();
      const category = page.getByLabel('Kategória', { exact: true });
      const sub = page.getByLabel('Podkategória', { exact: true });
      // 'Štúdium života' leaves one subcategory: itself.
      await category.selectOption('Štúdium života');
      await expect(sub.locator('option:not([value=""])')).toHaveText(['Štúdium života']);
      await expect(sub).toHaveValue('Štúdium života');
      let want: { category: string; subcategory: string };
      if (role === 'admin') {
        await category.selectOption('Slová života');
        await expect(sub.locator('option')).toHaveCount(WORDS_OF_LIFE_TOPICS.length + 2);
        await sub.selectOption(WORDS_OF_LIFE_TOPICS[2]);
        want = { category: 'Slová života', subcategory: WORDS_OF_LIFE_TOPICS[2] };
        await checkViewports(page, axe, 'audio-edit');
      } else {
        // Free text for both.
        await category.selectOption({ label: 'Iná (vlastný text)' });
        await page.getByLabel('Vlastná kategória').fill('Konferencie');
        await sub.selectOption({ label: 'Iná (vlastný text)' });
        await page.getByLabel('Vlastná podkategória').fill('Jeseň 2026');
        want = { category: 'Konferencie', subcategory: 'Jeseň 2026' };
        expect(await axe(page)).toEqual([]);
      }
      await saveAndFind(page, request, 'audio', id, title, { Názov: title, Kategória: want.category, Podkategória: want.subcategory });
      expect(await stored(request, 'audio', id)).toEqual({ _id: String(id), audioTitle: title, mp3file: link, ...want, isDraft: false });
      await deleteWithDialog(page, request, 'audio', id, title);
    });

    test('video: add, paste a full YouTube address, the 11-character code is stored, delete', async ({ page, request, axe }) => {
      test.slow();
      await logIn(page, who, '/login?redirect=/admin/video', '/admin/video');
      await expect(page.getByRole('heading', { level: 1, name: 'Video' })).toBeVisible();
      await expect(page.locator('thead th')).toHaveText(['Názov', 'Video', 'Akcie']);
      if (role === 'admin') await checkViewports(page, axe, 'video-list');
      const id = await add(page, 'video', 'Pridať video z YouTube');
      const title = `0 Video ${role} ${Date.now()}`;
      await page.getByLabel('Názov').fill(title);
      await page.getByLabel('Kód videa z YouTube').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s');
      await expect(page.getByText('Uloží sa kód: dQw4w9WgXcQ')).toBeVisible();
      await expect(page.getByText(/11 znakov v adrese YouTube medzi „v=“ a „&“/)).toBeVisible();
      if (role === 'admin') await checkViewports(page, axe, 'video-edit');
      await saveAndFind(page, request, 'video', id, title, { Názov: title, Video: 'dQw4w9WgXcQ' });
      expect(await stored(request, 'video', id)).toEqual({ _id: String(id), videoTitle: title, code: 'dQw4w9WgXcQ', isDraft: false });
      // NÁZOV is alphabetical.
      const titles = await page.locator('td[data-label="Názov"]').allTextContents();
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'sk')));
      await deleteWithDialog(page, request, 'video', id, title);
    });

    test('banner: add, upload with progress and size warning, refusal in red, save, stored, delete', async ({ page, request, axe }) => {
      test.slow();
      await logIn(page, who, '/login?redirect=/admin/banner', '/admin/banner');
      await expect(page.getByRole('heading', { level: 1, name: 'Bannery' })).toBeVisible();
      await expect(page.locator('thead th')).toHaveText(['Názov', 'Súbor', 'Kategória', 'Akcie']);
      if (role === 'admin') {
        await page.setViewportSize(PHONE);
        await expect(page.getByRole('button', { name: 'Pridať obrázok' })).toBeVisible();
        await page.setViewportSize(DESKTOP);
        await checkViewports(page, axe, 'banner-list');
      }
      const id = await add(page, 'banner', 'Pridať banner');
      await expect(page.getByText('Obrázok musí mať 1296×382 px.')).toBeVisible();
      const title = `0 Banner ${role} ${Date.now()}`;
      await page.getByLabel('Názov').fill(title);
      const file = page.getByLabel('Obrázok', { exact: true });

      // Not an image: the server's refusal in red, nothing stored in the form.
      await file.setInputFiles({ name: 'nie-obrazok.png', mimeType: 'image/png', buffer: Buffer.from('toto nie je obrázok') });
      await expect(page.getByRole('alert')).toHaveText(UPLOAD_MESSAGES.notImage);
      await expect(page.getByLabel('Cesta k obrázku')).toHaveValue('');

      await file.setInputFiles({ name: 'bod.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
      const progress = page.getByRole('progressbar', { name: 'Priebeh nahrávania' });
      await expect(progress).toHaveAttribute('value', '100');
      await expect(page.getByText('Nahraté: 100 %')).toBeVisible();
      await expect(page.getByText(/obrázok má 1×1 px, banner má mať 1296×382 px/)).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      const path = await page.getByLabel('Cesta k obrázku').inputValue();
      expect(path).toMatch(/^\/uploads\/img\/[A-Za-z0-9._-]+\.png$/);
      await expect(page.getByRole('img', { name: /Náhľad bannera/ })).toBeVisible();
      // The stored value stays the spec's 'home'; staff read it in Slovak, in the select and in the list.
      await page.getByLabel('Kategória', { exact: true }).selectOption({ label: 'Domovská stránka' });
      if (role === 'admin') await checkViewports(page, axe, 'banner-edit');
      await saveAndFind(page, request, 'banner', id, title, { Názov: title, Súbor: path, Kategória: 'Domovská stránka' });
      expect(await stored(request, 'banner', id)).toEqual({
        _id: String(id),
        bannerTitle: title,
        image: path,
        category: 'home',
        isDraft: false,
      });
      const img = await request.get(path);
      expect(img.status()).toBe(200);
      expect(Buffer.from(await img.body()).equals(ONE_PIXEL_PNG)).toBe(true);
      await deleteWithDialog(page, request, 'banner', id, title);
    });
  });
}

test('visitors are sent to /login from the media screens, customers are refused there', async ({ page, request }) => {
  for (const path of ['/admin/audio', '/admin/video']) await expectSentToLogin(page, path);
  await logIn(page, DEMO_CUSTOMER);
  for (const path of ['/admin/audio', '/admin/video', '/admin/banner', '/admin/banner/1/edit']) await expectRefused(page, path);
  // And the API refuses them too.
  const token = await tokenOf(request, DEMO_CUSTOMER);
  expect((await request.post('/api/audio', { headers: bearer(token) })).status()).toBe(403);
});
