import type { Browser, Page } from '@playwright/test';
import { test, expect, PHONE, DESKTOP } from './fixtures';
import { rows } from './storefront-db';

/**
 * Sorting and filters (issue 31): a category's form asks the server for another order or a filter; the choice is
 * the address, works without JavaScript, its pages keep it, and Back brings the previous order back.
 */
const SHOTS = '/tmp/pw-s/shots';
const CATEGORY = 'kresťanská-prax';
const LIST = `/eshop/${CATEGORY}`;

const names = (page: Page) => page.locator('.product-card .product-name a').allTextContents();
/** What each card says a copy costs now (the discounted price when there is one), in cents. */
async function prices(page: Page): Promise<number[]> {
  const texts = await page.locator('.product-card .price-now').allTextContents();
  return texts.map((t) => Number(/(\d+),(\d{2})/.exec(t)!.slice(1).join('')));
}
const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] <= x);

async function noJsPage(browser: Browser, baseURL: string | undefined, viewport = DESKTOP): Promise<Page> {
  const ctx = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport, locale: 'sk-SK' });
  await ctx.addCookies([{ name: 'prud_cookie_consent', value: 'declined', url: baseURL! }]);
  return ctx.newPage();
}

/** Sorts the category by price up through its form, then walks its pages: every price in order, the choice kept. */
async function sortByPriceUpAcrossPages(page: Page): Promise<{ firstPage: string[] }> {
  await page.goto(LIST);
  const form = page.getByRole('form', { name: 'Zoradenie a filtre' });
  await form.getByLabel('Zoradiť').selectOption({ label: 'Najlacnejšie' });
  await form.getByRole('button', { name: 'Zoradiť' }).click();
  await expect(page).toHaveURL(/\?zoradenie=cena-vzostupne$/);
  await expect(form.getByLabel('Zoradiť')).toHaveValue('cena-vzostupne');
  const status = page.getByRole('status').filter({ hasText: /titulov/ });
  await expect(status).toHaveText(/^\d+ titulov \(strana 1 z 2\)$/);
  const first = await prices(page);
  expect(first).toHaveLength(12);
  const firstPage = await names(page);
  const nav = page.getByRole('navigation', { name: 'Stránkovanie zoznamu' });
  await nav.getByRole('link', { name: 'Ďalšia strana' }).click();
  await expect(page).toHaveURL(/\?zoradenie=cena-vzostupne&strana=2$/);
  await expect(status).toHaveText(/\(strana 2 z 2\)$/);
  const second = await prices(page);
  expect(second.length).toBeGreaterThan(0);
  const all = [...first, ...second];
  expect(ascending(all), all.join(' ')).toBe(true);
  expect((await names(page)).filter((n) => firstPage.includes(n))).toEqual([]);
  return { firstPage };
}

test.describe('sorting and filters without JavaScript', () => {
  test.setTimeout(60_000);
  // axe needs script in the page: it runs where JavaScript is on (below).
  test('a category sorted by price up lists prices in order across its pages; Back restores the previous order', async ({
    browser,
    baseURL,
  }) => {
    const page = await noJsPage(browser, baseURL);
    await page.goto(LIST);
    const byName = await names(page);
    const { firstPage } = await sortByPriceUpAcrossPages(page);
    await page.goBack();
    await expect(page).toHaveURL(/\?zoradenie=cena-vzostupne$/);
    expect(await names(page)).toEqual(firstPage);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${encodeURI(LIST)}$`));
    expect(await names(page)).toEqual(byName);
    // The address is the choice: shared, it opens the same page.
    const shared = await noJsPage(browser, baseURL);
    await shared.goto(`${LIST}?zoradenie=cena-vzostupne`);
    expect(await names(shared)).toEqual(firstPage);
    await shared.context().close();
    await page.context().close();
  });

  test('filters by language and stock, sorted by price down; the filters stay in the form', async ({ browser, baseURL }) => {
    const page = await noJsPage(browser, baseURL);
    await page.goto('/eshop/duch');
    const form = page.getByRole('form', { name: 'Zoradenie a filtre' });
    await form.getByLabel('Zoradiť').selectOption('cena-zostupne');
    await form.getByLabel('Jazyk').selectOption({ label: 'Čeština' });
    await form.getByLabel('Len na sklade').check();
    await form.getByRole('button', { name: 'Zoradiť' }).click();
    await expect(page).toHaveURL(/\/eshop\/duch\?zoradenie=cena-zostupne&jazyk=cz&sklad=1$/);
    const expected = await rows<{ name: string }>(
      `SELECT name FROM products WHERE (category = 'duch' OR category2 = 'duch') AND language = 'CZ' AND count_in_stock > 0 AND NOT is_draft`,
    );
    expect((await names(page)).sort()).toEqual(expected.map((r) => r.name).sort());
    const down = await prices(page);
    expect(ascending([...down].reverse())).toBe(true);
    await expect(form.getByLabel('Jazyk')).toHaveValue('cz');
    await expect(form.getByLabel('Len na sklade')).toBeChecked();
    await expect(page.locator('.product-card .product-stock')).toHaveCount(0);
    // A value nobody offers is refused in Slovak, never a 500.
    const bad = await page.goto('/eshop/duch?jazyk=de');
    expect(bad?.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText(
      'Zoznam sa nepodarilo zobraziť. Takýto jazyk nepoznáme: vyberte slovenčinu alebo češtinu.',
    );
    await page.context().close();
  });

  test("a year's books and the search results sort too", async ({ browser, baseURL }) => {
    const page = await noJsPage(browser, baseURL);
    await page.goto('/new-books/2024');
    await page.getByLabel('Zoradiť').selectOption('cena-zostupne');
    await page.getByRole('button', { name: 'Zoradiť' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Knihy 2024' })).toBeVisible();
    const year = [...(await prices(page))];
    expect(ascending(year.reverse())).toBe(true);
    await page.goto('/search/zivot');
    await expect(page.getByLabel('Zoradiť')).toHaveValue('relevancia');
    await page.getByLabel('Zoradiť').selectOption('cena-vzostupne');
    await page.getByRole('button', { name: 'Zoradiť' }).click();
    await expect(page).toHaveURL(/\/search\/zivot\?zoradenie=cena-vzostupne/);
    const first = await prices(page);
    await page.getByRole('navigation', { name: 'Stránkovanie výsledkov' }).getByRole('link', { name: 'Ďalšia strana' }).click();
    await expect(page).toHaveURL(/\/search\/zivot\/page\/2\?zoradenie=cena-vzostupne$/);
    const all = [...first, ...(await prices(page))];
    expect(ascending(all), all.join(' ')).toBe(true);
    await page.context().close();
  });
});

test.describe('sorting with JavaScript', () => {
  test.setTimeout(60_000);

  test('on a laptop: the filtered list passes axe', async ({ page, axe }) => {
    await page.goto('/eshop/duch?zoradenie=cena-zostupne&jazyk=cz&sklad=1');
    await expect(page.getByRole('form', { name: 'Zoradenie a filtre' }).getByLabel('Zoradiť')).toHaveValue('cena-zostupne');
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/sorting-filters-desktop.png`, fullPage: true });
    await page.goto(LIST);
    expect(await axe(page)).toEqual([]);
  });
});

test.describe('sorting with JavaScript on a phone', () => {
  test.use({ viewport: PHONE });
  test.setTimeout(60_000);

  test('the same sort across pages, Back, and the form on a narrow screen', async ({ page, axe }) => {
    await page.goto(LIST);
    await page.screenshot({ path: `${SHOTS}/sorting-default-phone.png` });
    const byName = await names(page);
    await sortByPriceUpAcrossPages(page);
    expect(await axe(page)).toEqual([]);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${encodeURI(LIST)}$`));
    expect(await names(page)).toEqual(byName);
    // Every control fits the screen: nothing wider than the phone.
    await page.goto(`${LIST}?zoradenie=cena-vzostupne&jazyk=sk&sklad=1`);
    const form = page.getByRole('form', { name: 'Zoradenie a filtre' });
    const box = (await form.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expect(form.getByLabel('Jazyk')).toHaveValue('sk');
    await page.screenshot({ path: `${SHOTS}/sorting-filtered-phone.png`, fullPage: true });
  });
});
