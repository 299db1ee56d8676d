/**
 * `npm run restore <folder>`: brings a backup made by `npm run backup` back into the stopped shop; the data it
 * replaces is moved aside, never deleted. See ops/restore-data.ts and README.
 */
import { parseArgs } from 'node:util';
import { settingsFromEnv } from '../worker/platform/node';
import { OpsRefusal } from './local-data';
import { restoreBackup } from './restore-data';
import { runCli } from './cli';

await runCli(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1)
    throw new OpsRefusal('Použitie: npm run restore <priečinok zálohy>, napr. npm run restore backups/2026-11-26T08-15-00Z');
  const s = settingsFromEnv();
  const { replaced, manifest } = await restoreBackup({
    dataDir: s.dataDir,
    databaseUrl: s.databaseUrl,
    from: positionals[0],
    now: new Date(),
  });
  const c = manifest.database.counts;
  return [
    `Obnovená záloha z ${manifest.createdAt}: objednávky ${c.orders}, účty ${c.users}, tituly ${c.products}, súbory ${manifest.uploads.count}.`,
    `Predošlé dáta sú v ${replaced} (nič sa nezmazalo).`,
    'Spustite obchod (npm start): doplní novšie migrácie a stránky postaví z obnovenej databázy.',
  ];
});
