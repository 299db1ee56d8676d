import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '~/db/queries/accounts/users';
import { outbox, reviews } from '~/db/schema';
import type { AuthUser } from '../../deps';
import { AUTH_MESSAGES } from '../../domain/auth-messages';
import { createAccount } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { deleteAccount, deleteOwnAccount, exportOwnData } from './account-erasure';
import { accountDeletedMail, ACCOUNT_DELETED_SUBJECT } from './account-deletion-mail';
import { FORMER_CUSTOMER_NAME } from '../../domain/personal-data';
import { insertProduct } from '../../test-support/orders';
import { REVIEW_REPUBLISH_REASON } from '../engagement/reviews';

/** The deletion service's edges that the routes do not reach (issue 31). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const caller = (id: number) => ({ id, email: 'nikto@example.sk' }) as AuthUser;

describe('deleteAccount', () => {
  it('removes the deleted mails’ own files from the store, never a kept invoice; an unreadable list is no file', async () => {
    const me = await createAccount(t);
    await t.store.put('outbox/abc/priloha.txt', 'text', 'text/plain');
    await t.store.put('invoices/1/faktura.pdf', 'pdf', 'application/pdf');
    const files = [
      { filename: 'priloha.txt', contentType: 'text/plain', key: 'outbox/abc/priloha.txt' },
      { filename: 'faktura.pdf', contentType: 'application/pdf', key: 'invoices/1/faktura.pdf' },
      { filename: 'bez-kluca' },
    ];
    await t.db.insert(outbox).values([
      { to: me.email, subject: 'S prílohou', text: 'x', attachments: JSON.stringify(files) },
      { to: me.email, subject: 'Pokazený zoznam', text: 'x', attachments: 'nie je json' },
      { to: me.email, subject: 'Nie zoznam', text: 'x', attachments: '{"key":"outbox/abc/priloha.txt"}' },
    ]);
    expect(await deleteAccount(t.deps, (await findUserById(t.db, me.id))!)).toBe(true);
    expect(await t.store.get('outbox/abc/priloha.txt')).toBeNull();
    expect(await t.store.get('invoices/1/faktura.pdf')).not.toBeNull();
  });

  it('a second deletion of the same account (two at once) does nothing and mails nobody again', async () => {
    const me = await createAccount(t);
    const row = (await findUserById(t.db, me.id))!;
    expect(await deleteAccount(t.deps, row)).toBe(true);
    expect(await deleteAccount(t.deps, row)).toBe(false);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, me.email));
    expect(mails.map((m) => m.subject)).toEqual([ACCOUNT_DELETED_SUBJECT]);
  });
});

describe('the republish a deletion asks for', () => {
  it('asks once when an approved review changes its name (its JSON-LD names the author); a waiting one asks nothing', async () => {
    const bookId = await insertProduct(t);
    const waiting = await createAccount(t);
    const approved = await createAccount(t);
    await t.db.insert(reviews).values([
      { productId: bookId, userId: waiting.id, name: 'Čakajúci', rating: 3, comment: 'x', isAcknowledged: false },
      { productId: bookId, userId: approved.id, name: 'Schválený', rating: 5, comment: 'y', isAcknowledged: true },
    ]);
    t.published.length = 0;
    expect(await deleteAccount(t.deps, (await findUserById(t.db, waiting.id))!)).toBe(true);
    expect(t.published).toEqual([]);
    expect(await deleteAccount(t.deps, (await findUserById(t.db, approved.id))!)).toBe(true);
    expect(t.published).toEqual([REVIEW_REPUBLISH_REASON]);
    const stored = await t.db.select({ name: reviews.name, userId: reviews.userId }).from(reviews).where(eq(reviews.productId, bookId));
    expect(stored).toEqual([
      { name: FORMER_CUSTOMER_NAME, userId: null },
      { name: FORMER_CUSTOMER_NAME, userId: null },
    ]);
  });
});

describe('a caller whose account is already gone', () => {
  it('gets 401 "token failed" for the export and the deletion', async () => {
    for (const attempt of [exportOwnData(t.deps, caller(987654)), deleteOwnAccount(t.deps, caller(987654), { password: 'x' })]) {
      await expect(attempt).rejects.toMatchObject({ kind: 'unauthorized', message: AUTH_MESSAGES.tokenFailed });
    }
  });
});

describe('accountDeletedMail', () => {
  it('greets by name, says what went, what stays and why the mail comes, in text and HTML', () => {
    const mail = accountDeletedMail({ name: 'Ján <b>' });
    expect(mail.subject).toBe(ACCOUNT_DELETED_SUBJECT);
    expect(mail.text).toMatch(
      /^Dobrý deň, Ján <b>,\n\nVáš účet sme zrušili: prihlásenie, obľúbené tituly, odber noviniek a upozornenia na naskladnenie sú preč\.\n\nVaše objednávky/,
    );
    expect(mail.text).toContain('10 rokov');
    expect(mail.text).toContain('\n\nAk ste o zrušenie účtu nežiadali, odpovedzte nám na tento e-mail.\n\n');
    expect(mail.text).toContain('\n--\nTento e-mail dostávate, lebo ste zrušili svoj účet');
    expect(mail.html).toContain('Dobrý deň, Ján &lt;b&gt;,');
    expect(mail.html).toContain('sú preč.');
    expect(mail.html).toContain('Ak ste o zrušenie účtu nežiadali');
    expect(mail.html).toContain('Tento e-mail dostávate, lebo ste zrušili svoj účet');
  });
});
