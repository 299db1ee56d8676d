import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { exportFilename } from '../domain/personal-data';
import { bearer, loginToken } from '../test-support/accounts';
import { personWithEverything } from '../test-support/person-data';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** 'Stiahnuť moje údaje' (issue 31): `GET /api/users/profile/export`, the person's own data as a JSON file. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/users/profile/export', () => {
  it('downloads the account, addresses, orders with lines, reviews, favourites, alerts, consents with dates', async () => {
    const p = await personWithEverything(t);
    const token = await loginToken(t, p.me);
    const res = await t.app.request('/api/users/profile/export', { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="prud-moje-udaje-2026-03-01.json"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const file = JSON.parse(text);

    expect(file.účet).toMatchObject({
      meno: p.me.name,
      'e-mail': p.me.email,
      role: ['zákazník'],
      registrácia_potvrdená: true,
      prihlásenie_cez_google: false,
      heslo_nastavené: true,
    });
    expect(file.súhlasy.zasielanie_noviniek).toEqual({ udelený: true, dátum: '2026-02-01T09:00:00.000Z', odvolaný: false });
    expect(file.odber_noviniek).toMatchObject({ prihlásený: true, odhlásený: false });

    // Both orders: the account's and the guest order placed with the same e-mail in capitals.
    const numbers = file.objednávky.zoznam.map((o: { číslo: string }) => o.číslo);
    expect(numbers).toEqual([p.paid.orderNumber, p.guest.orderNumber]);
    const paid = file.objednávky.zoznam[0];
    expect(paid.položky).toEqual([{ názov: 'Kúpená kniha', množstvo: 1, cena_za_kus_eur: 12.5, bežná_cena_eur: 12.5, zľava_percent: 0 }]);
    expect(paid.platba).toEqual({ spôsob: 'Prevodom vopred', zaplatená: '2026-03-05T11:00:00.000Z' });
    expect(paid.doručenie).toMatchObject({
      spôsob: 'Slovenská pošta na adresu',
      adresa: { ulica: 'Čerešňová 7', mesto: 'Žilina', psč: '010 01' },
    });
    expect(paid.zľavový_kód).toEqual({ kód: 'LETO', zľava_eur: 1 });
    expect(paid.suma_eur).toMatchObject({ tovar: 12.5, poštovné: 4.5 });
    expect(file.adresy.zoznam).toEqual([
      {
        druh: 'doručenie',
        meno: 'Ľubica Šťastná',
        ulica: 'Čerešňová 7',
        mesto: 'Žilina',
        psč: '010 01',
        krajina: 'Slovensko',
        telefón: '',
      },
    ]);

    expect(file.recenzie.zoznam).toEqual([
      { kniha: 'Kúpená kniha', hviezdičky: 4, komentár: 'Kúpil som ju', schválená: true, napísaná: expect.any(String) },
      { kniha: 'Nekúpená kniha', hviezdičky: 2, komentár: 'Len som čítal ukážku', schválená: false, napísaná: expect.any(String) },
    ]);
    expect(file.obľúbené.zoznam.map((f: { kniha: string }) => f.kniha)).toEqual(['Obľúbená kniha']);
    expect(file.upozornenia_na_naskladnenie.zoznam).toEqual([{ kniha: 'Obľúbená kniha', vyžiadané: expect.any(String), oznámené: null }]);
    expect(file.správy_z_kontaktného_formulára.zoznam).toEqual([
      { meno: p.me.name, správa: 'Máte aj audio?', odoslaná: expect.any(String) },
    ]);
    // Every part says what it is.
    for (const part of Object.values(file)) expect(typeof (part as { popis?: unknown }).popis).toBe('string');

    // Never a hash or a token.
    const [row] = await t.db.select().from(users).where(eq(users.id, p.me.id));
    expect(text).not.toContain(row.passwordHash);
    expect(text).not.toContain(token);
    expect(text).not.toContain(`hash-${p.me.id}`);
  });

  it('says the date of a consent given before dates were kept is unknown, and lists only the caller’s own data', async () => {
    const p = await personWithEverything(t);
    const other = await personWithEverything(t);
    await t.db.update(users).set({ newsletterConsentAt: null }).where(eq(users.id, p.me.id));
    const r = await t.call('GET', '/api/users/profile/export', undefined, bearer(await loginToken(t, p.me)));
    expect(r.body.súhlasy.zasielanie_noviniek.dátum).toMatch(/^neznámy/);
    expect(JSON.stringify(r.body)).not.toContain(other.me.email);
    expect(r.body.objednávky.zoznam.map((o: { číslo: string }) => o.číslo)).not.toContain(other.paid.orderNumber);
  });

  it('is refused without a sign-in', async () => {
    expect(await t.call('GET', '/api/users/profile/export')).toMatchObject({ status: 401, body: { message: 'Not authorized, no token' } });
  });

  it('names the file by the day in Bratislava', () => {
    expect(exportFilename(new Date('2026-03-01T22:30:00Z'))).toBe('prud-moje-udaje-2026-03-01.json');
    expect(exportFilename(new Date('2026-06-30T22:30:00Z'))).toBe('prud-moje-udaje-2026-07-01.json');
    expect(exportFilename(new Date('2026-12-31T22:59:00Z'))).toBe('prud-moje-udaje-2026-12-31.json');
  });
});
