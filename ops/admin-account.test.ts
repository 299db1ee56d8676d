import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { migrateDb, openNodeDb } from '../db/client-node';
import { findUserByEmail, insertUserIfNew } from '../db/queries/accounts/users';
import { hashPassword, verifyPassword } from '../worker/services/accounts/password';
import { checkAdminAccount, checkAdminInput, createAdmin, DEFAULT_ADMIN_NAME } from './admin-account';
import { OpsRefusal } from './local-data';

const STRONG = 'Pevne-Heslo-Spravcu-7';

describe('checkAdminInput refuses what registration refuses', () => {
  it.each([
    ['no e-mail', { email: undefined, password: STRONG }, 'Zadajte e-mail. (--email)'],
    ['a bad e-mail', { email: 'spravca@', password: STRONG }, 'Zadajte platný e-mail. (--email)'],
    ['an empty name', { email: 'a@prud.sk', name: '  ', password: STRONG }, 'Zadajte meno. (--name)'],
    ['a short password', { email: 'a@prud.sk', password: 'Kratke1' }, 'Heslo musí mať aspoň 8 znakov.'],
    [
      'a common password',
      { email: 'a@prud.sk', password: 'Heslo123' },
      'Toto heslo je príliš bežné a ľahko uhádnuteľné. Zvoľte si prosím iné.',
    ],
    ['spaces padding a short password', { email: 'a@prud.sk', password: '  abc   ' }, 'Heslo musí mať aspoň 8 znakov.'],
    ['a mismatched confirmation', { email: 'a@prud.sk', password: STRONG, confirmation: `${STRONG}!` }, 'Heslá sa nezhodujú.'],
  ])('%s', (_what, input, message) => {
    expect(() => checkAdminInput(input)).toThrow(OpsRefusal);
    expect(() => checkAdminInput(input)).toThrow(message);
  });

  it('accepts a good input, the e-mail normalised, with or without its confirmation', () => {
    expect(checkAdminInput({ email: ' Spravca@Prud.SK ', password: STRONG, confirmation: STRONG })).toEqual({
      email: 'spravca@prud.sk',
      password: STRONG,
    });
    expect(checkAdminInput({ email: 'a@prud.sk', name: ' Eva ', password: STRONG })).toEqual({
      email: 'a@prud.sk',
      name: 'Eva',
      password: STRONG,
    });
    expect(checkAdminAccount({ email: 'a@prud.sk' })).toEqual({ email: 'a@prud.sk', name: undefined });
  });
});

describe('createAdmin', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'prud-admin-'));
    db = openNodeDb(`file:${join(dir, 'prud.db')}`);
    await migrateDb(db);
  });
  afterAll(() => {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes a new admin with a confirmed e-mail and the shop’s password hash', async () => {
    const { created, user } = await createAdmin(db, { email: 'novy@prud.sk', password: STRONG }, hashPassword);
    expect(created).toBe(true);
    const stored = await findUserByEmail(db, 'novy@prud.sk');
    expect(stored).toMatchObject({ id: user.id, name: DEFAULT_ADMIN_NAME, isAdmin: true, isAssistant: false, isRegistered: true });
    expect(await verifyPassword(STRONG, stored!.passwordHash)).toBe(true);
  });

  it('promotes an existing assistant: full admin, confirmed, new password, old logins ended', async () => {
    const before = await insertUserIfNew(db, {
      name: 'Eva',
      email: 'eva@prud.sk',
      passwordHash: await hashPassword('Stare-Heslo-Evy-1'),
      isAssistant: true,
    });
    const { created } = await createAdmin(db, { email: 'eva@prud.sk', password: STRONG }, hashPassword);
    expect(created).toBe(false);
    const stored = await findUserByEmail(db, 'eva@prud.sk');
    expect(stored).toMatchObject({
      id: before!.id,
      name: 'Eva',
      isAdmin: true,
      isAssistant: false,
      isRegistered: true,
      tokenVersion: before!.tokenVersion + 1,
    });
    expect(await verifyPassword(STRONG, stored!.passwordHash)).toBe(true);
    expect(await verifyPassword('Stare-Heslo-Evy-1', stored!.passwordHash)).toBe(false);
  });

  it('renames an existing account only when --name is given', async () => {
    await createAdmin(db, { email: 'eva@prud.sk', name: 'Eva Kučerová', password: STRONG }, hashPassword);
    expect((await findUserByEmail(db, 'eva@prud.sk'))?.name).toBe('Eva Kučerová');
  });
});
