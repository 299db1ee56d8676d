import type { Locator } from '@playwright/test';
import { test, expect, PHONE, DESKTOP } from './fixtures';
import { islandReady } from './product-support';
import { audioRows, player, fileIdOf, startFirstRecording, expectSamePlayer, follow } from './listening-support';
import { cartBadge } from './checkout-support';
import { DEMO_ADMIN, DEMO_CUSTOMER, logIn } from './accounts-support';
import { SWAP_MARK, pageSwaps } from '../../site/features/listening/page-swap-rules';

/**
 * Issue 21 (Listening): 'Počúvať' opens the player at the bottom of the screen, and it keeps playing while the reader
 * follows links: the page router swaps pages around the same element (site/features/listening/page-swap.ts).
 */

/** Drive answers with a tiny page: the tests never depend on Google being reachable. */
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/drive\.google\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="sk"><title>Drive</title><p>Drive player</p></html>' }),
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a recording plays on while the reader opens a book, the cart and the library; closed, it is gone on the next page', async ({
    page,
    axe,
  }) => {
    const title = await startFirstRecording(page);
    const frame = player(page).locator('iframe');
    const src = await frame.getAttribute('src');
    expect(src).toMatch(/^https:\/\/drive\.google\.com\/file\/d\/[\w-]+\/preview$/);
    expect(await axe(page)).toEqual([]);

    // A book: through the logo to the home page's catalogue, then a product card.
    await follow(page, page.locator('header a[href="/"]').first(), '/');
    await expectSamePlayer(page, title);
    await follow(page, page.locator('main a[href^="/product/"]').first(), /^\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSamePlayer(page, title);
    // The page's islands still work after the swap: the book goes into the cart.
    await islandReady(page);
    await page.getByRole('button', { name: 'Pridať do košíka' }).click();
    await expect(cartBadge(page)).toHaveText('1');

    // The cart (the header's button), its island drawn.
    await follow(page, page.locator('header a.cart-link'), '/cart');
    await expect(page.locator('.cart[data-ready="true"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Nákupný košík' })).toBeVisible();
    await expectSamePlayer(page, title);

    // The library, through the phone's menu (the header's script runs again on every swapped page).
    await page.getByRole('button', { name: 'Menu' }).click();
    await follow(page, page.getByRole('link', { name: 'Čitáreň', exact: true }).filter({ visible: true }), '/library');
    await expectSamePlayer(page, title);
    expect(await frame.getAttribute('src')).toBe(src);

    // Back through the history: swapped back, still the same player.
    await page.goBack();
    await page.waitForURL('**/cart');
    await expect(page.locator('.cart[data-ready="true"]')).toBeVisible();
    await expectSamePlayer(page, title);

    // Closed: gone now and on the next page, which loads fully again (no router without the player).
    await player(page).getByRole('button', { name: 'Zavrieť prehrávač' }).click();
    await expect(player(page)).toHaveCount(0);
    await follow(page, page.locator('header a[href="/"]').first(), '/');
    await expect(player(page)).toHaveCount(0);
    expect(await page.evaluate(() => '__player' in window)).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('nowPlaying'))).toBeNull();
  });

  test('it remembers the recording across a reload and on pages that load fully (the checkout), ready to play', async ({ page }) => {
    const title = await startFirstRecording(page);
    await page.reload();
    await expect(player(page).locator('[data-player-title]')).toHaveText(title);
    // Collapsed stays collapsed; the frame stays in the page.
    await player(page).getByRole('button', { name: 'Zbaliť' }).click();
    await expect(player(page).getByRole('button', { name: 'Rozbaliť' })).toHaveAttribute('aria-expanded', 'false');
    // A book in the cart, so that the checkout's first step stays (with an empty cart it goes on to the cart, a full
    // load that would take away a player the reader had just started there).
    await follow(page, page.locator('header a[href="/"]').first(), '/');
    await follow(page, page.locator('main a[href^="/product/"]').first(), /^\/product\/\d+$/);
    await islandReady(page);
    await page.getByRole('button', { name: 'Pridať do košíka' }).click();
    await expect(cartBadge(page)).toHaveText('1');
    await logIn(page, DEMO_CUSTOMER, '/login?redirect=/shipping', '/shipping');
    await expect(page.getByRole('button', { name: 'Pokračovať', exact: true })).toBeVisible();
    await expect(player(page).locator('[data-player-title]')).toHaveText(title);
    // Drive's player loads only when asked (it would start over anyway, and it is the heaviest thing here).
    await expect(player(page).locator('iframe')).toHaveCount(0);
    await player(page).getByRole('button', { name: 'Rozbaliť' }).click();
    await player(page).getByRole('button', { name: 'Pokračovať v počúvaní' }).click();
    await expect(player(page).locator('iframe')).toHaveAttribute('src', /^https:\/\/drive\.google\.com\/file\/d\/[\w-]+\/preview$/);
    // Another tab has a player of its own: none until it plays something.
    const other = await page.context().newPage();
    await other.goto('/');
    await expect(player(other)).toHaveCount(0);
    await other.close();
  });

  test("it never covers the cookie bar, the cart button or the checkout's buttons", async ({ page, browser, baseURL }) => {
    // Without an answer to the cookie bar: the player sits above it.
    const ctx = await browser.newContext({ viewport: PHONE, baseURL });
    await ctx.route(/^https:\/\/drive\.google\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Drive</p>' }));
    const fresh = await ctx.newPage();
    await startFirstRecording(fresh);
    const bar = await fresh.locator('[data-cookie-banner]').boundingBox();
    const box = await player(fresh).boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y + 0.5);
    const cartLink = await fresh.locator('header a.cart-link').boundingBox();
    expect(cartLink!.y + cartLink!.height).toBeLessThanOrEqual(box!.y);
    await ctx.close();

    // The cart's and the checkout's last buttons, scrolled to the end, stand above the player.
    await startFirstRecording(page);
    const above = async (button: Locator) => {
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      const b = await button.boundingBox();
      const p = await player(page).boundingBox();
      expect(b!.y + b!.height).toBeLessThanOrEqual(p!.y);
    };
    await follow(page, page.locator('header a[href="/"]').first(), '/');
    await follow(page, page.locator('main a[href^="/product/"]').first(), /^\/product\/\d+$/);
    await islandReady(page);
    await page.getByRole('button', { name: 'Pridať do košíka' }).click();
    // The book is in the cart (the buy box's script, fetched on that first click, has stored it) before the cart opens:
    // a cart page that finds the cart empty draws no island to wait for.
    await expect(cartBadge(page)).toHaveText('1');
    await follow(page, page.locator('header a.cart-link'), '/cart');
    await expect(page.locator('.cart[data-ready="true"]')).toBeVisible();
    const more = page.getByRole('link', { name: 'Pokračovať v nákupe', exact: true });
    await expect(more).toBeVisible();
    await above(more);
    await logIn(page, DEMO_CUSTOMER, '/login?redirect=/shipping', '/shipping');
    await expect(player(page)).toBeVisible();
    const next = page.getByRole('button', { name: 'Pokračovať', exact: true });
    await expect(next).toBeVisible();
    await above(next);
  });

  test("the bar offers 'Stiahnuť mp3' as an icon button with Drive's download address, in one row above the cookie bar", async ({
    browser,
    baseURL,
    axe,
  }) => {
    // Without an answer to the cookie bar, as a first visit on a phone is.
    const ctx = await browser.newContext({ viewport: PHONE, baseURL });
    await ctx.route(/^https:\/\/drive\.google\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Drive</p>' }));
    const fresh = await ctx.newPage();
    const title = await startFirstRecording(fresh);
    const fileId = /\/file\/d\/([\w-]+)\/preview$/.exec((await player(fresh).locator('iframe').getAttribute('src')) ?? '')?.[1];
    expect(fileId).toBeTruthy();
    const download = player(fresh).getByRole('link', { name: `Stiahnuť mp3: ${title}`, exact: true });
    await expect(download).toBeVisible();
    await expect(download).toHaveAttribute('href', `https://drive.google.com/uc?export=download&id=${fileId}`);
    // An icon there: the words would push the title out.
    await expect(download.locator('.player-download-text')).toBeHidden();
    await expect(player(fresh).locator('[data-player-title]')).toBeVisible();

    // One row: the three buttons side by side, the bar no taller than a button and its padding.
    const boxes = await Promise.all(
      [
        download,
        player(fresh).getByRole('button', { name: 'Zbaliť' }),
        player(fresh).getByRole('button', { name: 'Zavrieť prehrávač' }),
      ].map((l) => l.boundingBox()),
    );
    for (const b of boxes) expect(b!.y).toBe(boxes[0]!.y);
    const bar = await player(fresh).locator('.player-bar').boundingBox();
    expect(bar!.height).toBeLessThanOrEqual(boxes[0]!.height + 16);
    expect(boxes[2]!.x + boxes[2]!.width).toBeLessThanOrEqual(PHONE.width);
    const cookies = await fresh.locator('[data-cookie-banner]').boundingBox();
    const box = await player(fresh).boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(cookies!.y + 0.5);
    expect(await axe(fresh)).toEqual([]);
    await fresh.screenshot({ path: '/tmp/player-download-390.png' });
    await ctx.close();
  });
});

test("every recording has Drive's download address and a share link to its place, which shows it", async ({ page }) => {
  const rows = (await audioRows()).filter((r) => fileIdOf(r.link));
  expect(rows.length).toBeGreaterThan(40);
  for (const path of ['/words-of-life', '/life-study']) {
    await page.goto(path);
    const items = await page.locator('li.audio-item').evaluateAll((lis) =>
      lis.map((li) => ({
        id: li.id,
        download: li.querySelector<HTMLAnchorElement>('a.audio-download')?.getAttribute('href'),
        share: li.querySelector<HTMLAnchorElement>('a.audio-share')?.getAttribute('href'),
      })),
    );
    const mine = rows.filter((r) => (path === '/life-study') === (r.category === 'Štúdium života'));
    expect(items.map((i) => i.id).sort()).toEqual(mine.map((r) => `nahravka-${r.id}`).sort());
    for (const r of mine) {
      const item = items.find((i) => i.id === `nahravka-${r.id}`)!;
      expect(item.download).toBe(`https://drive.google.com/uc?export=download&id=${fileIdOf(r.link)}`);
      expect(item.share).toMatch(new RegExp(`^${path}(\\?tema=[a-z0-9-]+)?#nahravka-${r.id}$`));
    }
  }
  // A shared place opens its topic with the recording in view, focused.
  const other = rows.find((r) => r.category !== 'Štúdium života' && r.topic === 'Spasenie')!;
  await page.goto(`/words-of-life?tema=spasenie#nahravka-${other.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Spasenie' })).toBeVisible();
  await expect(page.locator(`#nahravka-${other.id}`)).toBeInViewport();
  await expect(page.locator(`#nahravka-${other.id}`)).toBeFocused();
});

test("on a laptop: the player's title leads back to the recording's place, and plays on there", async ({ page, axe }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/life-study');
  const listen = page.locator('main a[data-listen]').nth(1);
  const title = (await listen.getAttribute('data-title')) ?? '';
  const place = (await listen.getAttribute('data-place')) ?? '';
  await listen.click();
  await expect(player(page).locator('[data-player-title]')).toHaveText(title);
  await page.evaluate(() => ((window as unknown as { __player: Element | null }).__player = document.querySelector('[data-player]')));
  await follow(page, page.locator('header a[href="/"]').first(), '/');
  expect(await axe(page)).toEqual([]);
  await follow(page, player(page).getByRole('link', { name: title, exact: true }), '/life-study');
  expect(page.url()).toContain(place);
  await expect(page.locator(place.slice(place.indexOf('#')))).toBeInViewport();
  expect(
    await page.evaluate(() => (window as unknown as { __player: Element | null }).__player === document.querySelector('[data-player]')),
  ).toBe(true);
});

test("while listening, a swapped page's form works (contact) and the header's search swaps its results in too", async ({
  page,
  request,
}) => {
  const title = await startFirstRecording(page);
  await follow(page, page.locator('footer a[href="/contact"]').first(), '/contact');
  await expectSamePlayer(page, title);
  const form = page.getByRole('region', { name: 'Napíšte nám správu' });
  // The swapped page's script arrives after its HTML: send once it has taken the form over.
  await expect(page.locator('[data-contact-form][data-ready="true"]')).toBeAttached();
  await form.getByRole('button', { name: 'Odoslať' }).click();
  await expect(form.getByText('Zadajte meno a priezvisko.')).toBeVisible();
  await form.getByLabel('Meno a priezvisko').fill('Poslucháč Prehrávača');
  await form.getByLabel('Email').fill('posluchac@example.sk');
  await form.getByLabel('Správa').fill('Píšem počas počúvania nahrávky.');
  await form.getByLabel('Súhlasím so spracovaním osobných údajov').check();
  await form.getByRole('button', { name: 'Odoslať' }).click();
  await expect(form.getByRole('status')).toHaveText('Správa úspešne odoslaná');
  const login = await request.post('/api/users/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
  const { token } = (await login.json()) as { token: string };
  const outbox = await (await request.get('/api/outbox', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(JSON.stringify(outbox.mails)).toContain('Píšem počas počúvania nahrávky.');
  await expectSamePlayer(page, title);

  // The header's search: its results swap in, the recording plays on.
  const toggle = page.locator('[data-search-toggle]');
  if (await toggle.isVisible()) await toggle.click(); // a narrow window opens the field first
  await page.getByRole('combobox', { name: 'Hľadať v knihách' }).filter({ visible: true }).fill('život');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/search/**');
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
  await expectSamePlayer(page, title);
});

test('pages opt in to swaps exactly by the address rule; a link to a page that loads fully is not fetched first', async ({
  page,
  request,
}) => {
  const addresses = [
    '/',
    '/cart',
    '/favorites',
    '/words-of-life',
    '/contact',
    '/login',
    '/register',
    '/profile',
    '/shipping',
    '/placeorder',
    '/admin/orderlist',
    '/order/1',
    '/unsubscribe/x',
  ];
  for (const path of addresses) {
    const html = await (await request.get(path)).text();
    expect(html.includes(`<meta name="${SWAP_MARK}"`), path).toBe(pageSwaps(path));
  }
  await startFirstRecording(page);
  const fetched: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'fetch' && fetched.push(new URL(r.url()).pathname)));
  // The header's 'Prihlásenie' (the phone's header shows it beside the cart).
  await follow(page, page.locator('header [data-account-visitor] a[href="/login"]'), '/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(fetched.filter((p) => p.startsWith('/login'))).toEqual([]);
  // A full load: the player is back, ready to continue.
  await expect(player(page).getByRole('button', { name: 'Pokračovať v počúvaní' })).toBeVisible();
});
