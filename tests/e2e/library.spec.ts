import { test, expect, PHONE, DESKTOP } from './fixtures';
import { BUILT, insertProduct, rows } from './storefront-db';

interface Row {
  id: number;
  name: string;
  excerpt_part: string;
  excerpt_text: string;
  excerpt_image: string;
}

/** The Čitáreň list as it was built: products with an excerpt, newest first, 6 per page. */
async function library(): Promise<Row[]> {
  return rows<Row>(
    `SELECT id, name, excerpt_part, excerpt_text, excerpt_image FROM products WHERE excerpt_text != '' AND ${BUILT} ORDER BY id DESC`,
  );
}

test.describe('Čitáreň (library)', () => {
  test('/library lists 6 excerpts with name, cover, teaser and "Čítať viac"', async ({ page }) => {
    const all = await library();
    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Čitáreň' })).toBeVisible();
    const items = page.locator('.library-item');
    await expect(items).toHaveCount(6);
    for (const [i, p] of all.slice(0, 6).entries()) {
      const item = items.nth(i);
      await expect(item.getByRole('heading', { level: 2 })).toHaveText(p.name);
      await expect(item.locator('img')).toHaveAttribute('alt', p.name);
      await expect(item.locator('.library-part')).toHaveText(p.excerpt_part);
      await expect(item.getByRole('link', { name: `Čítať viac o knihe ${p.name}` })).toHaveAttribute('href', `/library/${p.id}`);
    }
    const pages = Math.ceil(all.length / 6);
    const nav = page.getByRole('navigation', { name: 'Stránkovanie čitárne' });
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', '/library');
    await expect(nav.getByRole('link', { name: `Strana ${pages}`, exact: true })).toHaveAttribute('href', `/library/page/${pages}`);
  });

  test('page 2 shows the next six; their detail returns to page 2', async ({ page }) => {
    const all = await library();
    await page.goto('/library');
    await page.getByRole('navigation', { name: 'Stránkovanie čitárne' }).getByRole('link', { name: 'Ďalšia strana' }).click();
    await expect(page).toHaveURL(/\/library\/page\/2$/);
    const second = all.slice(6, 12);
    await expect(page.locator('.library-item h2')).toHaveText(second.map((p) => p.name));
    const read = page.getByRole('link', { name: `Čítať viac o knihe ${second[0].name}` });
    await expect(read).toHaveAttribute('href', `/library/${second[0].id}/page/2`);
    await read.click();
    await expect(page.getByRole('heading', { level: 1, name: second[0].name })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/library/${second[0].id}$`));
    const back = page.getByRole('link', { name: 'Späť' });
    await expect(back).toHaveAttribute('href', '/library/page/2');
    await back.click();
    await expect(page).toHaveURL(/\/library\/page\/2$/);
  });

  test('/library/{id} shows the whole excerpt with its image, "Späť" and a scroll-to-top button (phone)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const [p] = await library();
    await page.goto(`/library/${p.id}`);
    await expect(page).toHaveTitle(`Čitáreň – ${p.name} | Prúd`);
    await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
    const img = page.locator('.excerpt-image');
    await expect(img).toHaveAttribute('src', p.excerpt_image);
    await expect(img).toHaveAttribute('alt', `Ukážka – ${p.name}`);
    const paragraphs = p.excerpt_text.split(/\n\s*\n/).filter((t) => t.trim());
    await expect(page.locator('.excerpt-text p')).toHaveCount(paragraphs.length);
    await expect(page.locator('.excerpt-text p').last()).toHaveText(paragraphs.at(-1)!.trim());
    await expect(page.getByRole('link', { name: 'Späť' })).toHaveAttribute('href', '/library');
    await expect(page.getByRole('link', { name: 'Kniha v eshope' })).toHaveAttribute('href', `/product/${p.id}`);

    const toTop = page.getByRole('button', { name: 'Na začiatok' });
    await expect(toTop).toBeHidden();
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('an excerpt opened from another page than its own is served by the shell, back to that page', async ({ page }) => {
    const [p] = await library(); // listed on page 1
    await page.goto(`/library/${p.id}/page/3`);
    await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
    await expect(page.locator('.excerpt-text p').first()).toHaveText(p.excerpt_text.split(/\n\s*\n/)[0].trim());
    await expect(page.getByRole('link', { name: 'Späť' })).toHaveAttribute('href', '/library/page/3');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('an excerpt added after the build is readable; a product without one is "not found"', async ({ page, axe }) => {
    const name = `Nová ukážka po zostavení ${Date.now()}`;
    const id = await insertProduct({
      name,
      excerptPart: 'Krátka časť.',
      excerptText: 'Prvý odsek ukážky.\n\nDruhý odsek ukážky.',
      excerptImage: '',
    });
    await page.goto(`/library/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('.excerpt-text p')).toHaveText(['Prvý odsek ukážky.', 'Druhý odsek ukážky.']);
    await expect(page.locator('.excerpt-image')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Späť' })).toHaveAttribute('href', '/library');
    expect(await axe(page)).toEqual([]);

    const [plain] = await rows<{ id: number }>(`SELECT id FROM products WHERE excerpt_text = '' ORDER BY id LIMIT 1`);
    // A product without an excerpt, or no product at all: the Slovak 404 page with status 404.
    for (const path of [`/library/${plain.id}`, '/library/987654321']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Stránka sa nenašla' })).toBeVisible();
    }
  });

  test('the "Čitáreň" menu item leads to the list', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Hlavná navigácia' }).getByRole('link', { name: 'Čitáreň' }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Čitáreň' })).toBeVisible();
  });

  test('list and detail have no serious accessibility violations', async ({ page, axe }) => {
    test.slow(); // several axe runs
    const [p] = await library();
    for (const path of ['/library', '/library/page/2', `/library/${p.id}`]) {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      expect(await axe(page), path).toEqual([]);
      await page.setViewportSize(PHONE);
      expect(await axe(page), `${path} (phone)`).toEqual([]);
    }
  });
});

test.describe('Čitáreň without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('list, pages and detail are complete', async ({ page }) => {
    const all = await library();
    await page.goto('/library');
    await expect(page.locator('.library-item')).toHaveCount(6);
    await page.goto('/library/page/2');
    await expect(page.locator('.library-item')).toHaveCount(Math.min(6, all.length - 6));
    await page
      .locator('.library-item')
      .first()
      .getByRole('link', { name: /Čítať viac/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: all[6].name })).toBeVisible();
    await expect(page.locator('.excerpt-text p').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Späť' })).toHaveAttribute('href', '/library/page/2');
  });
});
