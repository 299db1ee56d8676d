import { test, expect, PHONE } from './fixtures';
import { DEMO_ADMIN, DEMO_ASSISTANT, DEMO_CUSTOMER, header, logIn, newContext, testClientIp, userMenuButton } from './accounts-support';
import { expectRefused } from './admin-support';

/** The header's account menus: the staff menu by role, the user menu by keyboard and on a phone. */

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

test.describe('accounts: registration, login, profile, logout', () => {
  test('header menus: a customer has none of the admin pages, the assistant only Audio/Video/Bannery, the admin all', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    const staffButton = header(page).getByRole('button', { name: 'Admin', exact: true });
    await logIn(page, DEMO_CUSTOMER);
    await expect(userMenuButton(page, DEMO_CUSTOMER.name)).toBeVisible();
    await expect(staffButton).toBeHidden();
    await expect(header(page).locator('a[href^="/admin"]:visible')).toHaveCount(0);
    // Staff pages refuse customers in place (issue 16), with a way to sign in as someone else.
    await expectRefused(page, '/admin/outbox');
    await page.getByRole('link', { name: 'Prihlásiť sa iným účtom' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/admin/outbox');
    await expect(page.getByRole('status')).toContainText('prihláste ako administrátor');

    const assistant = await (await newContext(browser, baseURL!, info)).newPage();
    await logIn(assistant, DEMO_ASSISTANT, '/login?redirect=/', '/');
    const assistantStaff = header(assistant).getByRole('button', { name: 'Admin', exact: true });
    await assistantStaff.click();
    await expect(assistantStaff).toHaveAttribute('aria-expanded', 'true');
    await expect(header(assistant).locator('#account-staff-menu a:visible')).toHaveText(['Audio', 'Video', 'Bannery']);
    await assistant.context().close();

    const admin = await (await newContext(browser, baseURL!, info)).newPage();
    await logIn(admin, DEMO_ADMIN, '/login?redirect=/', '/');
    const adminStaff = header(admin).getByRole('button', { name: 'Admin', exact: true });
    await adminStaff.click();
    const links = header(admin).locator('#account-staff-menu a:visible');
    // Every staff screen, as the admin sidebar lists them (issue 16: Prehľad, Zľavová akcia and Recenzie too).
    await expect(links).toHaveText([
      'Prehľad',
      'Používatelia',
      'Produkty',
      'Zľavová akcia',
      'Objednávky',
      'Zľavové kódy',
      'Doprava a poštovné',
      'Audio',
      'Video',
      'Bannery',
      'Recenzie',
      'Odberatelia noviniek',
      'Odchádzajúce e-maily',
    ]);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/admin',
      '/admin/userlist',
      '/admin/productlist',
      '/create-discount',
      '/admin/orderlist',
      '/admin/discount-codes',
      '/admin/delivery',
      '/admin/audio',
      '/admin/video',
      '/admin/banner',
      '/admin/reviews',
      '/admin/subscribers',
      '/admin/outbox',
    ]);
    await admin.context().close();
  });

  test('header user menu: keyboard and phone layout', async ({ page, axe }) => {
    await logIn(page, DEMO_CUSTOMER);
    const button = userMenuButton(page, DEMO_CUSTOMER.name);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const profile = header(page).getByRole('link', { name: 'Môj profil' });
    await expect(profile).toHaveAttribute('href', '/profile');
    await page.keyboard.press('ArrowDown');
    await expect(profile).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(header(page).getByRole('button', { name: 'Odhlásiť sa' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(profile).toBeHidden();
    await expect(button).toBeFocused();
    expect(await axe(page)).toEqual([]);

    await page.setViewportSize(PHONE);
    await button.click();
    await expect(profile).toBeVisible();
    const box = (await header(page).locator('#account-user-menu').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await axe(page)).toEqual([]);
    await profile.click();
    await page.waitForURL((url) => url.pathname === '/profile');
    // Outside clicks close it.
    await button.click();
    await expect(header(page).getByRole('button', { name: 'Odhlásiť sa' })).toBeVisible();
    // The heading's left end: under the phone's one-row header the open menu covers the heading's middle.
    await page.getByRole('heading', { level: 1 }).click({ position: { x: 5, y: 5 } });
    await expect(header(page).getByRole('button', { name: 'Odhlásiť sa' })).toBeHidden();
  });
});
