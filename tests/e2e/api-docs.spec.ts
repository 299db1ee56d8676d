import { test, expect, DESKTOP, PHONE } from './fixtures';
import { expectFits } from './layout-support';

/**
 * The integrators' page (issue 32): reached from the footer, pre-rendered from the published contract, a route
 * with its answer's fields, and the link to the same description as OpenAPI 3.1 JSON; on a phone and a desktop.
 */
for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the API docs from the footer on a ${name}: a route, its answer's fields, the JSON`, async ({ page, axe }) => {
    // One long page (every route of the shop, folded): axe reads all of it.
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'API pre vývojárov' }).click();
    await expect(page).toHaveURL(/\/api-docs\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'API obchodu pre vývojárov' })).toBeVisible();
    await page.screenshot({ path: `/tmp/pw-med/api-docs-${name}-top.png` });

    // A catalogue route, folded under its tag: its line opens it, its answer's fields are behind 'Polia'.
    const title = page.getByRole('heading', { name: 'GET /api/products/{id}', exact: true });
    const route = page.locator('details.api-route', { has: title });
    await expect(route).toHaveCount(1);
    await title.click();
    await expect(route.getByText('Prístup', { exact: true })).toBeVisible();
    await expect(route.locator('.api-facts dd').first()).toContainText('Verejné');
    const ok = route.locator('.api-answer', { has: page.locator('.api-status', { hasText: '200' }) });
    await ok.getByText('Polia', { exact: true }).click();
    for (const field of ['_id', 'name', 'price', 'countInStock']) {
      await expect(ok.locator('.api-field-name', { hasText: new RegExp(`^${field}$`) }).first()).toBeVisible();
    }
    await route.screenshot({ path: `/tmp/pw-med/api-docs-${name}-route.png` });
    // A refusal names its status and meaning; a staff route says who may call it.
    await expect(route.locator('.api-status', { hasText: '404' })).toBeVisible();
    const upload = page.locator('#post-api-upload');
    await upload.getByRole('heading', { name: 'POST /api/upload' }).click();
    await expect(upload.getByText('Personál (administrátor alebo asistent)')).toBeVisible();
    await expect(upload.getByText('multipart/form-data')).toBeVisible();

    await expectFits(page, `/api-docs on a ${name}`);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/pw-med/api-docs-${name}.png`, fullPage: false });

    // The same description, machine-readable: the page's link opens the OpenAPI document with these routes in it.
    const link = page.getByRole('link', { name: 'opis API vo formáte OpenAPI 3.1 (JSON)' });
    await expect(link).toHaveAttribute('href', '/api/openapi.json');
    const [res] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/openapi.json')), link.click()]);
    await expect(page).toHaveURL(/\/api\/openapi\.json$/);
    expect(res.status()).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.paths['/api/products/{id}'].get.operationId).toBeTruthy();
    expect(Object.keys(doc.paths['/api/upload'].post.responses)).toContain('415');
  });
}
