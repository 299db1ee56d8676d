/**
 * `npm run backup [-- --out <folder>]`: a consistent copy of the embedded default's database and uploads into
 * `<folder>/<time>/` (default `backups/`), while the shop keeps running. See ops/backup-data.ts and README.
 */
import { parseArgs } from 'node:util';
import { settingsFromEnv } from '../worker/platform/node';
import { createBackup } from './backup-data';
import { runCli } from './cli';

await runCli(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' } } });
  const s = settingsFromEnv();
  const { folder, manifest } = await createBackup({ dataDir: s.dataDir, databaseUrl: s.databaseUrl, outDir: values.out, now: new Date() });
  const c = manifest.database.counts;
  return [
    `Záloha je v ${folder}`,
    `  databáza: ${kib(manifest.database.bytes)} (objednávky ${c.orders}, účty ${c.users}, tituly ${c.products})`,
    `  súbory:   ${manifest.uploads.count} (${kib(manifest.uploads.bytes)})`,
    'Obsahuje osobné údaje a heslá (hashe): uložte ju mimo servera a chráňte ako samotný obchod.',
  ];
});

function kib(bytes: number): string {
  return `${(bytes / 1024).toLocaleString('sk-SK', { maximumFractionDigits: 1 })} KiB`;
}
