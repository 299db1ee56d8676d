import { test, expect } from './fixtures';
import { DEMO_ASSISTANT, logIn, testClientIp } from './accounts-support';
import { bearer, expectRefused, frameMenu } from './admin-support';
import { tokenOf } from './checkout-support';

/**
 * The assistant (issue 9): only Audio, Video and Bannery in the menu; every other staff screen refuses it in place
 * ('Na túto stránku nemáte prístup.', issue 16);
 * every admin-only API answers 403 and changes nothing.
 */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const ADMIN_ONLY_SCREENS = [
  '/admin',
  '/admin/userlist',
  '/admin/user/1/edit',
  '/admin/productlist',
  '/admin/productlist/2',
  '/admin/product/1/edit',
  '/admin/orderlist',
  '/admin/discount-codes',
  '/admin/delivery',
  '/admin/reviews',
  '/admin/subscribers',
  '/admin/outbox',
  '/create-discount',
];

/** Every admin-only endpoint (worker/routes/role-matrix.test.ts lists them all with access 'admin'). */
const ADMIN_ONLY_CALLS: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown][] = [
  ['GET', '/api/users'],
  ['GET', '/api/users/1'],
  ['PUT', '/api/users/1', { name: 'Asistent to zmenil' }],
  ['DELETE', '/api/users/1'],
  ['GET', '/api/subscribers/subscribed'],
  ['GET', '/api/subscribers/unsubscribed'],
  ['GET', '/api/outbox'],
  ['GET', '/api/products/reviews'],
  ['POST', '/api/products'],
  ['PUT', '/api/products/1', { name: 'Asistent to zmenil', price: 1, author: 'X' }],
  ['DELETE', '/api/products/1'],
  ['POST', '/api/products/discount', { discount: 50 }],
  ['PUT', '/api/products/1/reviews/acknowledge', { reviewId: 1 }],
  ['DELETE', '/api/products/1/reviews/1'],
  ['GET', '/api/counter/count'],
  ['GET', '/api/orders'],
  ['PUT', '/api/orders/1/paid'],
  ['PUT', '/api/orders/1/deliver'],
  ['PUT', '/api/orders/1/cancell'],
  ['GET', '/api/dashboard'],
  ['POST', '/api/publish'],
  ['GET', '/api/discount-codes'],
  ['GET', '/api/shop-settings/delivery'],
  ['POST', '/api/discount-codes', { code: 'ASISTENT', kind: 'percent', amount: 90 }],
];

test('an assistant sees only Audio, Video and Bannery and is refused on every other staff screen', async ({ page }) => {
  await logIn(page, DEMO_ASSISTANT, '/login?redirect=/admin/audio', '/admin/audio');
  await page.goto('/admin/video');
  await expect(frameMenu(page).getByRole('link')).toHaveText(['Audio', 'Video', 'Bannery']);
  for (const path of ADMIN_ONLY_SCREENS) {
    await expectRefused(page, path);
    await expect(page.getByRole('list', { name: 'Vaše stránky v administrácii' }).getByRole('link')).toHaveText([
      'Audio',
      'Video',
      'Bannery',
    ]);
  }
});

test('every admin-only API answers 403 to an assistant and stores nothing', async ({ request }) => {
  const token = await tokenOf(request, DEMO_ASSISTANT);
  const before = await (await request.get('/api/products/1')).json();
  for (const [method, path, body] of ADMIN_ONLY_CALLS) {
    const res = await request.fetch(path, { method, headers: bearer(token), data: body });
    expect(res.status(), `${method} ${path}`).toBe(403);
    expect((await res.json()).message, `${method} ${path}`).toMatch(/^Prístup (majú|má) len/);
  }
  const after = await (await request.get('/api/products/1')).json();
  expect(after).toEqual(before);
  // What staff may read still answers (the publishing state its screens show).
  expect((await request.get('/api/publish', { headers: bearer(token) })).status()).toBe(200);
});
