import { test, expect, PHONE } from './fixtures';
import { openNodeDb } from '../../db/client-node';
import siteFacts from '../../worker/domain/site-facts.json' with { type: 'json' };

/** /video, /words-of-life and /life-study against what the e2e database holds. */

async function dbRows<T>(sql: string, args: string[] = []): Promise<T[]> {
  const db = openNodeDb(`file:${process.env.E2E_DATA_DIR}/prud.db`);
  try {
    return (await db.$client.execute({ sql, args })).rows as unknown as T[];
  } finally {
    db.$client.close();
  }
}
const audioTitles = async (category: string, subcategory?: string) =>
  (
    await dbRows<{ t: string }>(
      `SELECT audio_title AS t FROM audio WHERE category = ?${subcategory ? ' AND subcategory = ?' : ''} ORDER BY id`,
      subcategory ? [category, subcategory] : [category],
    )
  ).map((r) => r.t);

/** The players' hosts answer with a tiny page: the tests never depend on Google being reachable (or fast). */
test.beforeEach(async ({ context }) => {
  const stub = (title: string) => ({
    contentType: 'text/html',
    body: `<!doctype html><html lang="en"><title>${title}</title><p>${title}</p></html>`,
  });
  await context.route(/^https:\/\/drive\.google\.com\//, (route) => route.fulfill(stub('Drive player')));
  await context.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) => route.fulfill(stub('YouTube player')));
});

const [WORDS, STUDY] = siteFacts.audio.categories;
const DEFAULT_TOPIC = siteFacts.audio.wordsOfLifeDefaultSubcategory;

test.describe('video', () => {
  test('lists every video sorted by title; no YouTube player loads until one is played (stills: phone-layout.spec)', async ({ page }) => {
    const youtube: string[] = [];
    page.on('request', (r) => /youtube/.test(r.url()) && youtube.push(r.url()));
    await page.goto('/video');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video');

    const videos = await dbRows<{ title: string; code: string }>('SELECT video_title AS title, code FROM videos');
    expect(videos.length).toBeGreaterThanOrEqual(8);
    const expected = videos.map((v) => v.title).sort(new Intl.Collator('sk', { numeric: true, sensitivity: 'base' }).compare);
    const facades = page.locator('a.video-facade');
    await expect(facades).toHaveCount(videos.length);
    expect(await facades.evaluateAll((as) => as.map((a) => (a as HTMLElement).dataset.title))).toEqual(expected);
    // Slovak order: "Cirkev…" before "Čítanie…"/"Čo…", which come before "Evanjelium…".
    expect(expected.findIndex((x) => x.startsWith('Cirkev'))).toBeLessThan(expected.findIndex((x) => x.startsWith('Čo je')));
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(youtube).toEqual([]);

    // Play the second one: the facade becomes the privacy-enhanced embed.
    const title = expected[1];
    const code = videos.find((v) => v.title === title)!.code;
    await page.getByRole('link', { name: `Prehrať video: ${title}` }).click();
    const frame = page.locator('.video-list iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${code}?autoplay=1`);
    await expect(frame).toHaveAttribute('title', title);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('width', '853');
    await expect(frame).toHaveAttribute('height', '480');
    await expect(frame).toHaveAttribute('allowfullscreen', '');
    const box = await frame.boundingBox();
    expect(Math.abs(box!.width / box!.height - 853 / 480)).toBeLessThan(0.02);
  });

  test('without JavaScript each video links to YouTube', async ({ browser, baseURL }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await ctx.newPage();
    await page.goto('/video');
    await expect(page.locator('a.video-facade').first()).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    await ctx.close();
  });

  test('fits a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/video');
    const box = await page.locator('.video-box').first().boundingBox();
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

test.describe('words of life', () => {
  test('33 topic buttons; the default topic is shown first', async ({ page }) => {
    await page.goto('/words-of-life');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SLOVÁ ŽIVOTA A PRAVDY');
    const topics = page.getByRole('list', { name: 'Témy' }).getByRole('button');
    await expect(topics).toHaveCount(33);
    await expect(topics).toHaveText(siteFacts.audio.subcategoriesSlovaZivota);
    await expect(page.getByRole('button', { name: DEFAULT_TOPIC, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1);

    const expected = await audioTitles(WORDS, DEFAULT_TOPIC);
    expect(expected.length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 2, name: DEFAULT_TOPIC })).toBeVisible();
    // The chosen topic's recordings, each with 'Počúvať' (Drive's player without JavaScript), 'Stiahnuť mp3' and its place.
    const listen = page.locator('#nahravky a[data-listen]').filter({ visible: true });
    await expect(listen).toHaveCount(expected.length);
    expect(await listen.evaluateAll((as) => as.map((a) => (a as HTMLElement).dataset.title))).toEqual(expected);
    for (const a of await listen.all()) await expect(a).toHaveAttribute('href', /^https:\/\/drive\.google\.com\/file\/d\/[\w-]+\/preview$/);
    await expect(page.getByRole('heading', { level: 3 }).filter({ visible: true })).toHaveText(expected);
    // No Drive player in the page until one is played: the player opens at the bottom (listening.spec.ts).
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a topic button switches the players and the address; the address restores it', async ({ page }) => {
    await page.goto('/words-of-life');
    const topic = 'Spasenie';
    const expected = await audioTitles(WORDS, topic);
    await page.getByRole('button', { name: topic, exact: true }).click();
    await expect(page.getByRole('button', { name: topic, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: DEFAULT_TOPIC, exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    const shown = page.locator('#nahravky a[data-listen]').filter({ visible: true });
    await expect(shown).toHaveCount(expected.length);
    expect(await shown.evaluateAll((as) => as.map((a) => (a as HTMLElement).dataset.title))).toEqual(expected);
    await expect(page).toHaveURL(/\?tema=spasenie$/);
    await expect(page.locator('[data-topic-status]')).toHaveText(new RegExp(`^${topic}: \\d+ nahráv`));

    await page.reload();
    await expect(page.getByRole('button', { name: topic, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(shown).toHaveCount(expected.length);

    // Keyboard works too.
    await page.getByRole('button', { name: 'Svedomie', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Svedomie' })).toBeVisible();
    await expect(shown).toHaveCount((await audioTitles(WORDS, 'Svedomie')).length);

    // Back to the default: the address loses its ?tema.
    await page.getByRole('button', { name: DEFAULT_TOPIC, exact: true }).click();
    await expect(page).toHaveURL(/\/words-of-life$/);
  });

  test('an unknown ?tema falls back to the default topic', async ({ page }) => {
    await page.goto('/words-of-life?tema=nic-take');
    await expect(page.getByRole('button', { name: DEFAULT_TOPIC, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/words-of-life$/);
  });

  test("without JavaScript: every topic's recordings, the default topic's first, and links to the others", async ({ browser, baseURL }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await ctx.newPage();
    await page.goto('/words-of-life');
    await expect(page.getByRole('heading', { level: 2, name: DEFAULT_TOPIC })).toBeVisible();
    const lists = page.locator('[data-topic-list]');
    await expect(lists.first()).toHaveAttribute('data-topic-name', DEFAULT_TOPIC);
    await expect(lists.first().locator('a[data-listen]').filter({ visible: true })).toHaveCount(
      (await audioTitles(WORDS, DEFAULT_TOPIC)).length,
    );
    await expect(page.getByRole('list', { name: 'Témy' })).toBeHidden();
    const others = page.locator('.topic-links a');
    await expect(others).toHaveCount(32);
    await others.filter({ hasText: 'Spasenie' }).click();
    await expect(page).toHaveURL(/#tema-spasenie$/);
    const section = page.locator('#tema-spasenie');
    await expect(section.getByRole('heading', { level: 2, name: 'Spasenie' })).toBeVisible();
    const listen = section.locator('a[data-listen]');
    await expect(listen).toHaveCount((await audioTitles(WORDS, 'Spasenie')).length);
    // Without the player, 'Počúvať' is Drive's player.
    await expect(listen.first()).toBeVisible();
    await expect(listen.first()).toHaveAttribute('href', /^https:\/\/drive\.google\.com\/file\/d\/[\w-]+\/preview$/);
    await ctx.close();
  });

  // Phones get a select of the topics instead of the buttons: tests/e2e/phone-layout-media.spec.ts.
});

test('life study lists every recording of its category, each to listen to', async ({ page }) => {
  await page.goto('/life-study');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STUDY);
  const expected = await audioTitles(STUDY);
  expect(expected.length).toBeGreaterThan(0);
  const listen = page.locator('main a[data-listen]');
  await expect(listen).toHaveCount(expected.length);
  expect(await listen.evaluateAll((as) => as.map((a) => (a as HTMLElement).dataset.title))).toEqual(expected);
  await expect(page.locator('main iframe')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(expected);
});

for (const path of ['/video', '/words-of-life', '/life-study']) {
  test(`${path} has no serious accessibility violations (desktop and phone)`, async ({ page, axe }) => {
    // Two full axe passes over pages with dozens of players: more than the default 30 s on a busy 2-core machine.
    test.slow();
    await page.goto(path);
    expect(await axe(page), 'desktop').toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await axe(page), 'phone').toEqual([]);
  });
}

test('/video with a player open has no serious accessibility violations', async ({ page, axe }) => {
  await page.goto('/video');
  await page.locator('a.video-facade').first().click();
  await expect(page.locator('.video-list iframe')).toHaveCount(1);
  expect(await axe(page)).toEqual([]);
});
