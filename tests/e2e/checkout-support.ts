import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { decode as decodePayBySquare } from 'bysquare/pay';
import jsQR from 'jsqr';
import type { ApiOrder } from '../../worker/domain/orders';
import { expect } from './fixtures';
import { insertProduct, rows } from './storefront-db';

/** Helpers of the checkout specs (cart.spec.ts, checkout.spec.ts, order-admin.spec.ts). */

/** The publisher's account as banks read it (site facts, spaces removed). */
export const SHOP_IBAN = 'SK3811000000002620753192';

/** A name with Ľ, Č, Š and ť: the invoice font must carry every Slovak letter. */
export const SLOVAK_NAME = 'Ľubica Čačková-Šťastná';

let seq = 0;
/**
 * A product of this test alone (inserted after the build, so its page is the shell): parallel tests never share
 * stock, and each can assert the exact decrease. Uses a demo cover as its image.
 */
export async function ownProduct(
  tag: string,
  values: { priceCents: number; discount?: number; countInStock: number },
): Promise<{ id: number; name: string }> {
  const [cover] = await rows<{ image: string }>("SELECT image FROM products WHERE image != '' ORDER BY id LIMIT 1");
  const name = `Testovacia kniha ${tag} ${Date.now().toString(36)}-${process.pid}-${++seq}`;
  const id = await insertProduct({ name, image: cover?.image ?? '', ...values });
  return { id, name };
}

export async function stockOf(id: number): Promise<number> {
  const [r] = await rows<{ count_in_stock: number }>('SELECT count_in_stock FROM products WHERE id = ?', [id]);
  return Number(r.count_in_stock);
}

export async function setStock(id: number, count: number): Promise<void> {
  await rows('UPDATE products SET count_in_stock = ? WHERE id = ?', [count, id]);
}

/** The bearer token of `who` (API login). */
export async function tokenOf(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const res = await request.post('/api/users/login', { data: { email: who.email, password: who.password } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).token;
}

/**
 * What a tab stores as `userInfo` after signing in, from a real login: the header checks the session with the
 * server (site/lib/session-check.ts), so a made-up token would sign the tab out again.
 */
export async function signedInInfo(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const res = await request.post('/api/users/login', { data: { email: who.email, password: who.password } });
  expect(res.ok(), await res.text()).toBe(true);
  return JSON.stringify(await res.json());
}

/** What the server stored: `GET /api/orders/{id}` as `token`. */
export async function storedOrder(request: APIRequestContext, token: string, id: number | string): Promise<ApiOrder> {
  const res = await request.get(`/api/orders/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** The order id of the order page the browser is on. */
export async function orderIdOnPage(page: Page): Promise<number> {
  await page.waitForURL(/\/order\/\d+$/);
  return Number(/\/order\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
}

export interface Address {
  name: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  phone?: string;
  note?: string;
  billing?: { name: string; address: string; city: string; postalCode: string; country: string; ico: string; dic: string };
}

export const HOME_ADDRESS: Address = {
  name: SLOVAK_NAME,
  address: 'Štúrova 12',
  city: 'Žilina',
  postalCode: '010 01',
  country: 'SK',
  phone: '+421 900 123 456',
  note: 'Prosím zvoniť dvakrát.',
};

/** From the cart's 'Do pokladne' through the login page to the shipping step. */
export async function checkoutAsCustomer(page: Page, who: { email: string; password: string }) {
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Do pokladne' }).click();
  await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/shipping');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Heslo', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Prihlásiť sa', exact: true }).click();
  await page.waitForURL('**/shipping');
}

/** Types the address on the shipping step (without continuing: the delivery methods follow the country). */
export async function fillAddress(page: Page, a: Pick<Address, 'name' | 'address' | 'city' | 'postalCode' | 'country'>) {
  await expect(page.getByRole('heading', { level: 1, name: 'Doručenie' })).toBeVisible();
  await page.getByLabel('Meno a priezvisko', { exact: true }).fill(a.name);
  await page.getByLabel('Adresa', { exact: true }).fill(a.address);
  await page.getByLabel('Mesto', { exact: true }).fill(a.city);
  await page.getByLabel('PSČ', { exact: true }).fill(a.postalCode);
  await page.getByLabel('Štát', { exact: true }).fill(a.country);
}

/** Fills the shipping step (the visible labels are the locators) and continues to the payment step. */
export async function fillShipping(page: Page, a: Address) {
  await fillAddress(page, a);
  if (a.phone) await page.getByLabel('Telefón').fill(a.phone);
  if (a.note) await page.getByLabel('Poznámka').fill(a.note);
  if (a.billing) {
    await page.getByLabel('Chcem faktúru na firmu / iné fakturačné údaje').check();
    await page.getByLabel('Meno a priezvisko / Firma').fill(a.billing.name);
    await page.getByLabel('Fakturačná adresa').fill(a.billing.address);
    await page.getByLabel('Fakturačné mesto').fill(a.billing.city);
    await page.getByLabel('Fakturačné PSČ').fill(a.billing.postalCode);
    await page.getByLabel('Fakturačný štát').fill(a.billing.country);
    await page.getByLabel('IČO').fill(a.billing.ico);
    await page.getByLabel('DIČ').fill(a.billing.dic);
  }
  await page.getByRole('button', { name: 'Pokračovať' }).click();
  await page.waitForURL('**/payment');
}

/** Chooses the method on the payment step (by its label: the card's API value is 'Stripe') and continues to the summary. */
export async function choosePayment(page: Page, method: 'Prevodom vopred' | 'Hotovosť' | 'Platba kartou') {
  await expect(page.getByRole('heading', { level: 1, name: 'Platba' })).toBeVisible();
  await page.getByLabel(method, { exact: true }).check();
  await page.getByRole('button', { name: 'Pokračovať' }).click();
  await page.waitForURL('**/placeorder');
}

/** Ticks the two required consents (the newsletter box is left as it is) and presses 'Záväzne objednať'. */
export async function submitOrder(page: Page): Promise<void> {
  await page.getByLabel('Súhlasím so spracovaním osobných údajov').check();
  await page.getByLabel('Súhlasím s obchodnými podmienkami').check();
  await page.getByRole('button', { name: 'Záväzne objednať' }).click();
}

/** Places the order (not by card) and answers the new order's id from the order page it lands on. */
export async function placeOrder(page: Page): Promise<number> {
  await submitOrder(page);
  return orderIdOnPage(page);
}

/** Places a card order: it goes straight on to the (test) card checkout, whose page the browser is then on. */
export async function placeCardOrder(page: Page): Promise<void> {
  await submitOrder(page);
  await page.waitForURL(/\/test-checkout\//);
}

/** Puts products in the cart the way a link does: `/cart/{id}?qty={n}` (the island then shows /cart). */
export async function addByLink(page: Page, id: number, qty: number) {
  await page.goto(`/cart/${id}?qty=${qty}`);
  await page.waitForURL((u) => u.pathname === '/cart');
  await expect(page.locator('.cart[data-ready="true"]')).toBeVisible();
}

/** The cart's pieces as the header badge shows them. */
export function cartBadge(page: Page) {
  return page.locator('[data-cart-count]');
}

/**
 * Reads the PAY by square code on the order page as a phone would: the page draws the SVG on a canvas (its
 * own pixels), jsQR finds and decodes the code, bysquare turns the text into the payment.
 */
export async function readPayBySquare(page: Page) {
  const qr = page.locator('.pbs-qr[role="img"]');
  await expect(qr.locator('svg')).toBeVisible();
  const box = await qr.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(220);
  const { data, size } = await qr.evaluate(async (el) => {
    const svg = el.querySelector('svg')!;
    const size = 480;
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, size, size);
    ctx.drawImage(img, 0, 0, size, size);
    return { data: Array.from(ctx.getImageData(0, 0, size, size).data), size };
  });
  const read = jsQR(Uint8ClampedArray.from(data), size, size);
  expect(read, 'the QR code on the page must decode').not.toBeNull();
  return { label: await qr.getAttribute('aria-label'), payment: decodePayBySquare(read!.data).payments[0] };
}

/** The text of a PDF as `pdftotext` reads it (layout kept, so names and numbers stay whole). */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'prud-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return execFileSync('/usr/bin/pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Places an order through the API (for the order-page specs that do not test the checkout itself). */
export async function apiOrder(
  request: APIRequestContext,
  token: string,
  lines: { product: number; qty: number }[],
  paymentMethod: 'Prevodom vopred' | 'Hotovosť' | 'Stripe',
  address: Partial<Address> = {},
): Promise<ApiOrder> {
  const a = { ...HOME_ADDRESS, ...address };
  const res = await request.post('/api/orders/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      orderItems: lines,
      shippingAddress: {
        name: a.name,
        address: a.address,
        city: a.city,
        postalCode: a.postalCode,
        country: a.country,
        phone: a.phone ?? '',
        note: a.note ?? '',
      },
      paymentMethod,
      newsletter: false,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}
