import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN } from './accounts-support';
export { checkoutAsCustomer, fillAddress } from './checkout-support';
import { expect } from './fixtures';
import { insertProduct, rows } from './storefront-db';

/** Helpers of the delivery specs (delivery.spec.ts, delivery-settings.writes.spec.ts). */

export const eur = (euros: number) => new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' }).format(euros);

let seq = 0;
/** A product of this test alone with its own weight (kg as the catalogue writes it), so the parcel's weight is known. */
export async function weighedProduct(tag: string, priceCents: number, weightKg: string): Promise<{ id: number; name: string }> {
  const [cover] = await rows<{ image: string }>("SELECT image FROM products WHERE image != '' ORDER BY id LIMIT 1");
  const name = `Doprava ${tag} ${Date.now().toString(36)}-${process.pid}-${++seq}`;
  const id = await insertProduct({ name, image: cover?.image ?? '', priceCents, countInStock: 20, weight: weightKg });
  return { id, name };
}

/** A delivery method's radio on the shipping step, by its label (its price follows in the same label). */
export function methodRadio(page: Page, label: string) {
  return page.getByRole('radio', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s`) });
}

/** The delivery methods offered, each as 'label price' in the page's order. */
export async function offeredMethods(page: Page): Promise<string[]> {
  const fieldset = page.getByRole('group', { name: 'Spôsob doručenia' });
  await expect(fieldset.getByRole('radio').first()).toBeVisible();
  return (await fieldset.locator('.checkout-method label').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
  expect(login.ok(), await login.text()).toBe(true);
  return (await login.json()).token;
}

/** The text of the newest mail to `to` that names `orderNumber` (the outbox, as the demo admin reads it). */
export async function mailAbout(request: APIRequestContext, to: string, orderNumber: string): Promise<string> {
  const token = await adminToken(request);
  let text = '';
  await expect
    .poll(async () => {
      const res = await request.get('/api/outbox?pageSize=100', { headers: { authorization: `Bearer ${token}` } });
      const { mails } = (await res.json()) as { mails: { to: string; subject: string; text: string }[] };
      text = mails.find((m) => m.to === to && `${m.subject}\n${m.text}`.includes(orderNumber))?.text ?? '';
      return text !== '';
    })
    .toBe(true);
  return text;
}

/** The shop's delivery settings as staff read them (`GET /api/shop-settings/delivery`). */
export async function deliverySettings(request: APIRequestContext): Promise<unknown> {
  const res = await request.get('/api/shop-settings/delivery', { headers: { authorization: `Bearer ${await adminToken(request)}` } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** Puts the settings back (a test that changed them leaves the shop as it found it). */
export async function putDeliverySettings(request: APIRequestContext, settings: unknown): Promise<void> {
  const res = await request.put('/api/shop-settings/delivery', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: settings,
  });
  expect(res.status(), await res.text()).toBe(200);
}
