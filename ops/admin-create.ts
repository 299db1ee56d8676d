/**
 * `npm run admin:create -- --email someone@example.sk [--name "Meno Priezvisko"]`: the first admin of a shop that
 * started empty (or any account promoted to admin), with a confirmed e-mail. The password is asked twice on a
 * terminal without showing it, or read from ADMIN_PASSWORD for scripts. The same database settings as
 * `npm start` (DATABASE_URL, DATABASE_AUTH_TOKEN, DATA_DIR) and the shop's own hashing; safe while the shop runs.
 */
import { parseArgs } from 'node:util';
import { migrateDb, openNodeDb } from '../db/client-node';
import type { Db } from '../db/client';
import { hashPassword } from '../worker/services/accounts/password';
import { settingsFromEnv } from '../worker/platform/node';
import { databaseUnreachable } from '../worker/platform/startup-failure';
import { checkAdminAccount, checkAdminInput, createAdmin } from './admin-account';
import { askHidden } from './admin-hidden-input';
import { runCli } from './cli';
import { OpsRefusal } from './local-data';

await runCli(async () => {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  checkAdminAccount(values);
  const fromEnv = process.env.ADMIN_PASSWORD;
  let typed: { password: string; confirmation?: string };
  if (fromEnv !== undefined) typed = { password: fromEnv };
  else if (process.stdin.isTTY) typed = { password: await askHidden('Heslo: '), confirmation: await askHidden('Heslo znova: ') };
  else throw new OpsRefusal('Zadajte heslo: spustite príkaz v termináli, alebo ho dajte do premennej ADMIN_PASSWORD.');
  const input = checkAdminInput({ email: values.email, name: values.name, ...typed });

  const s = settingsFromEnv();
  let db: Db | undefined;
  try {
    db = openNodeDb(s.databaseUrl, s.databaseAuthToken);
    // A shop that never started yet has no tables: the same migrations as `npm start` (idempotent).
    await migrateDb(db);
  } catch (err) {
    db?.$client.close();
    const failure = databaseUnreachable(s.databaseUrl, s.databaseAuthToken, err);
    throw new OpsRefusal(`Databáza nie je dostupná: ${failure.data.databaseUrl} (DATABASE_URL): ${failure.data.error}`);
  }
  try {
    const { user, created } = await createAdmin(db, input, hashPassword);
    return [
      `${created ? 'Vytvorený administrátor' : 'Účet je teraz administrátor'}: ${user.email} (${user.name}). Prihláste sa na ${s.baseUrl}/login`,
    ];
  } finally {
    db.$client.close();
  }
});
