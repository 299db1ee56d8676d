import { join } from 'node:path';
import { jsFigures } from './js-figures';
import { lighthouseRuns } from './lighthouse';
import { apiLoads } from './load';
import { orderBenchRuns } from './orders';
import { withServer } from './server';
import { pageBytes } from './bytes';
import { previousFigures, writeResults } from './figures';
import { SECONDS, bytePages, lighthousePages, loadNote, loginRuns, publishRuns, staticFile } from './runs';
import { withDemoSite } from './site-build';

/** `BENCH_ONLY=<part>`: that part measured again and merged into the figures already in results.json. */

/** Only the publish latency. */
export async function publishOnly() {
  const previous = previousFigures();
  writeResults({ ...previous, publish: await publishRuns() });
}

/** Only the order placement. */
export async function ordersOnly() {
  console.log('bench: order placement only…');
  const previous = previousFigures();
  const orders = await orderBenchRuns();
  writeResults({ ...previous, orders, ordersDate: new Date().toISOString() });
}

/** Only Lighthouse. */
export async function lighthouseOnly() {
  const previous = previousFigures();
  await withDemoSite(async (dir, productId) => {
    console.log('bench: Lighthouse (mobile)…');
    const lighthouse = await withServer(dir, (base) => lighthouseRuns(base, lighthousePages(productId)));
    writeResults({ ...previous, lighthouse, lighthouseDate: new Date().toISOString() });
  });
}

/** Only the API under load (`BENCH_ONLY=api`). */
export async function apiOnly() {
  const previous = previousFigures();
  await withDemoSite(async (dir, productId) => {
    const loadsNote = loadNote();
    const loads = await withServer(dir, (base) => apiLoads(base, staticFile(join(dir, 'dist')), productId, SECONDS));
    writeResults({ ...previous, loads, loadsNote });
  });
}

/** Only the bytes on the wire, or only the login burst. */
export async function siteOnly(part: 'bytes' | 'logins') {
  const previous = previousFigures();
  await withDemoSite(async (dir, productId) => {
    const date = new Date().toISOString();
    if (part === 'bytes') writeResults({ ...previous, bytes: await withServer(dir, (base) => pageBytes(base, bytePages(productId))), bytesDate: date });
    else writeResults({ ...previous, logins: await loginRuns(dir), loginsDate: date });
  });
}

/** Only the JavaScript table. */
export async function jsOnly() {
  const previous = previousFigures();
  await withDemoSite(async (dir, productId) => {
    const js = await withServer(dir, (base) => jsFigures(join(dir, 'dist'), base, productId));
    writeResults({ ...previous, js, jsDate: new Date().toISOString() });
  });
}
