import { sql } from 'drizzle-orm';
import {
  contactMessages,
  discountCodes,
  discountCodeUses,
  favorites,
  newsletterDeliveries,
  newsletters,
  orderNotices,
  outbox,
  reviews,
  stockAlerts,
  users,
} from '../../db/schema';
import { TOKEN_LIFETIMES } from '../domain/account-rules';
import { issueOneTimeToken } from '../services/accounts/one-time-tokens';
import { countAccountAttempt } from '../services/accounts/account-throttle';
import { createAccount, type Role, type TestAccount } from './accounts';
import { insertOrderRow, insertProduct } from './orders';
import type { TestApp } from './test-app';

/**
 * A person with something in every table that can hold their account or e-mail (issue 31): the account
 * (subscribed, consent dated), a paid order of a book they reviewed, a guest order of the same e-mail in other
 * letter case with its private key, a review of a book they never bought, a favourite, a stock alert, a newsletter
 * delivery, a one-time token, throttle rows, a discount code's use, an owed order notice, a contact message, mails
 * to them and a staff mail naming them, and a newsletter they sent (when staff).
 */
export async function personWithEverything(t: TestApp, o: { role?: Role } = {}) {
  const me: TestAccount = await createAccount(t, { role: o.role ?? 'customer', isSubscribed: true });
  await t.db.update(users).set({ newsletterConsentAt: '2026-02-01T09:00:00.000Z' }).where(sql`${users.id} = ${me.id}`);
  const [bought, notBought, liked] = [
    await insertProduct(t, { name: 'Kúpená kniha' }),
    await insertProduct(t, { name: 'Nekúpená kniha' }),
    await insertProduct(t, { name: 'Obľúbená kniha', stock: 0 }),
  ];
  const line = { productId: bought, name: 'Kúpená kniha', qty: 1, unitPriceCents: 1250, listPriceCents: 1250, discount: 0 };
  const paid = await insertOrderRow(
    t,
    me.id,
    { email: me.email, isPaid: true, paidAt: '2026-03-05T11:00:00.000Z', discountCode: 'LETO', discountCents: 100 },
    [line],
  );
  const guest = await insertOrderRow(t, null, { email: me.email.toUpperCase(), guestKeyHash: `hash-${me.id}` });
  const [boughtReview] = await t.db
    .insert(reviews)
    .values({ productId: bought, userId: me.id, name: me.name, rating: 4, comment: 'Kúpil som ju', isAcknowledged: true })
    .returning();
  const [otherReview] = await t.db
    .insert(reviews)
    .values({ productId: notBought, userId: me.id, name: me.name, rating: 2, comment: 'Len som čítal ukážku' })
    .returning();
  await t.db.insert(favorites).values({ userId: me.id, productId: liked });
  await t.db.insert(stockAlerts).values({ userId: me.id, productId: liked });
  const [letter] = await t.db.insert(newsletters).values({ subject: 'Novinky', text: 'Text', createdBy: me.id }).returning();
  await t.db.insert(newsletterDeliveries).values({ newsletterId: letter.id, userId: me.id, email: me.email });
  await issueOneTimeToken(t.deps, me.id, 'reset', TOKEN_LIFETIMES.resetMs);
  for (const subject of [me.email, `account:${me.id}`])
    await countAccountAttempt(t.deps, subject === me.email ? 'forgotPassword' : 'newsletter', subject);
  const [code] = await t.db
    .insert(discountCodes)
    .values({ code: `LETO-${me.id}`, kind: 'amount', amount: 100 })
    .returning();
  await t.db.insert(discountCodeUses).values({ codeId: code.id, orderId: paid.id, email: me.email });
  await t.db.insert(orderNotices).values([
    { orderId: paid.id, kind: 'paid', status: 'sent' },
    { orderId: paid.id, kind: 'sent', status: 'pending' },
  ]);
  await t.db.insert(contactMessages).values({ name: me.name, email: me.email.toUpperCase(), message: 'Máte aj audio?' });
  await t.db.insert(outbox).values([
    { to: me.email, subject: 'Vaša objednávka', text: 'Ďakujeme', delivery: 'outbox' },
    { to: 'eshop@prud.sk', subject: `Platba ${me.email} zlyhala`, text: 'Zlyhala platba', delivery: 'outbox' },
  ]);
  return { me, bought, notBought, liked, paid, guest, boughtReview, otherReview, code, letter };
}

export type PersonWithEverything = Awaited<ReturnType<typeof personWithEverything>>;
