import { percentile } from './percentile';
/**
 * The order-placement benchmark: 16 buyers at once placing orders for titles with limited stock, until everything
 * is sold or the time is up. Reports orders per second and checks that nothing was oversold.
 *
 * It runs the real Hono app in this process (`createApp` with the embedded default's Node pieces: a fresh libSQL
 * file, migrations, the outbox mailer and the PDF invoice fonts), called through `app.request`, so it measures the
 * order path itself (auth, validation, pricing, the stock/number/order batch, the confirmation e-mail with its
 * PDF) without HTTP parsing. Bounded three ways: time, number of requests, and stopping once all stock is sold.
 */
import { recordingPublisher } from '../worker/adapters/recording-publisher';
import { packetaClient, packetaFromEnv } from '../worker/adapters/packeta';
import { databaseCatalogueVersion } from '../worker/adapters/catalogue-version';
import { readCatalogueVersion } from '../db/queries/catalogue/catalogue-version';
import { mkdtempSync, rmSync } from 'node:fs';
import { orderBody, prng } from './buyers';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { migrateDb } from '../db/client-node';
import { inDatabaseBackground, openThreadDb } from '../worker/platform/database-thread';
import { orderItems, orders, products, shopSettings, users } from '../db/schema';
import { createApp } from '../worker/app';
import { invoicePool } from '../worker/adapters/invoice-pool-node';
import { workQueue } from '../worker/services/mail/work-queue';
import { memoryStore } from '../worker/adapters/object-store';
import { outboxMailer } from '../worker/adapters/outbox-mailer';
import { memoryRateLimiters } from '../worker/adapters/rate-limiters';
import type { AppDeps, Mailer } from '../worker/deps';
import { issueBearerToken } from '../worker/services/accounts/tokens';

interface OrdersBenchOptions {
  /** Label of the run in the results table. */
  label: string;
  buyers?: number;
  products?: number;
  stockPerProduct?: number;
  seconds?: number;
  maxRequests?: number;
  /**
   * 'outbox': the embedded default, the confirmation e-mail with its PDF invoice stored in the outbox. 'off': the
   * invoice fonts are unavailable, so the confirmation fails at once (recorded on the order as 'failed'): the
   * order path without the PDF work.
   */
  mail?: 'outbox' | 'off';
}

export interface OrdersBenchResult {
  label: string;
  buyers: number;
  products: number;
  initialUnits: number;
  seconds: number;
  requests: number;
  placed: number;
  refusedOutOfStock: number;
  otherErrors: number;
  ordersPerSecond: number;
  p50ms: number;
  p99ms: number;
  /** Units the 201 answers promised; units the order lines hold; units that left the stock. */
  unitsSold: number;
  unitsInOrderLines: number;
  unitsTakenFromStock: number;
  /** Units sold beyond the initial stock (must be 0), and products whose stock went below zero (must be 0). */
  oversold: number;
  negativeStock: number;
  /** Order numbers missing from 1..n (must be 0). */
  numberGaps: number;
  soldOut: boolean;
  /** The machine's 1-minute load average when the run started (other work on the box skews the figures). */
  loadAverageAtStart: number;
}

const noMail: Mailer = {
  async send() {},
};
const MAIL_OFF = 'bench: confirmation e-mail off';

async function benchOrders(opts: OrdersBenchOptions): Promise<OrdersBenchResult> {
  const buyers = opts.buyers ?? 16;
  const productCount = opts.products ?? 20;
  const stockPerProduct = opts.stockPerProduct ?? 25;
  const seconds = opts.seconds ?? 10;
  const maxRequests = opts.maxRequests ?? 20_000;
  const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
  const dir = mkdtempSync(join(tmpdir(), 'prud-bench-orders-'));
  // As node.ts: the database file on a thread of its own, invoices on two threads at nice 10, confirmations
  // through a mail queue as wide.
  const db = openThreadDb(`file:${join(dir, 'prud.db')}`);
  const confirmations = workQueue(2);
  const invoices = invoicePool({ size: 2, nice: 10, module: new URL('../worker/services/invoices/invoice-pdf.ts', import.meta.url) });
  try {
    await migrateDb(db);
    // The limit of open unpaid orders per account (issue 19) would refuse each buyer's fourth transfer order: 48
    // orders placed and thousands of 409s in a loop. The bench measures placing orders, not that limit (as burst.ts).
    await db.update(shopSettings).set({ maxOpenUnpaid: 1_000_000 });
    const store = memoryStore();
    const log: AppDeps['log'] = (level, message, data) => {
      if (level === 'error' && !JSON.stringify(data ?? '').includes(MAIL_OFF)) console.error(`[bench orders] ${message}`, data ?? '');
    };
    // Confirmation e-mails are sent after the answer (deps.waitUntil): collected here and awaited after the run.
    const background: Promise<unknown>[] = [];
    const deps: AppDeps = {
      db,
      store,
      mailer: opts.mail === 'off' ? noMail : outboxMailer(db, store, log),
      assets: { fetch: async () => null },
      now: () => new Date(),
      config: {
        baseUrl: 'http://127.0.0.1',
        tokenSecret: 'bench-secret-0123456789abcdef0123',
        environment: 'node',
        mailFrom: 'Prúd Eshop <eshop@prud.test>',
        shopEmail: 'eshop@prud.test',
        mailDelivery: 'outbox',
        stripe: { webhookSecret: 'whsec_bench', testCheckout: false },
      },
      rateLimiters: memoryRateLimiters(),
      clientIp: () => '127.0.0.1',
      log,
      renderInvoice: opts.mail === 'off' ? () => Promise.reject(new Error(MAIL_OFF)) : invoices.render,
      mailQueue: { run: (key, task) => confirmations.run(key, () => inDatabaseBackground(task)), has: (key) => confirmations.has(key) },
      // The orders bench never searches: no vocabulary to build.
      buildSearchVocabulary: async () => '',
      publisher: recordingPublisher(),
      catalogue: { version: databaseCatalogueVersion(() => readCatalogueVersion(db)) },
      waitUntil: (task) => void background.push(task),
      // The bench's orders go by post: Packeta is not configured.
      packeta: packetaClient(packetaFromEnv({})),
    };
    const app = createApp(deps);

    const productRows = await db
      .insert(products)
      .values(
        Array.from({ length: productCount }, (_, i) => ({
          name: `Titul ${i + 1}`,
          author: 'Watchman Nee',
          priceCents: 500 + 50 * i,
          countInStock: stockPerProduct,
        })),
      )
      .returning({ id: products.id });
    const productIds = productRows.map((p) => p.id);
    const initialUnits = productCount * stockPerProduct;
    // Accounts straight into the database and tokens signed here: scrypt logins are not what is measured.
    const accounts = await db
      .insert(users)
      .values(
        Array.from({ length: buyers }, (_, i) => ({ name: `Kupujúci ${i + 1}`, email: `buyer-${i + 1}@bench.test`, isRegistered: true })),
      )
      .returning({ id: users.id, tokenVersion: users.tokenVersion });
    const tokens = await Promise.all(accounts.map((a) => issueBearerToken(deps.config.tokenSecret, a, deps.now())));

    const latencies: number[] = [];
    let requests = 0;
    let placed = 0;
    let refusedOutOfStock = 0;
    let otherErrors = 0;
    let unitsSold = 0;
    const deadline = performance.now() + seconds * 1000;
    const stillSelling = () => performance.now() < deadline && requests < maxRequests && unitsSold < initialUnits;

    async function buyer(index: number) {
      const random = prng(index + 1);
      while (stillSelling()) {
        // 1 to 3 different titles, 1 to 3 copies each.
        const lines = new Map<number, number>();
        const want = 1 + Math.floor(random() * 3);
        while (lines.size < want) lines.set(productIds[Math.floor(random() * productIds.length)], 1 + Math.floor(random() * 3));
        const body = orderBody(index, lines);
        requests++;
        const t0 = performance.now();
        const res = await app.request('/api/orders/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[index]}` },
          body,
        });
        await res.arrayBuffer();
        if (res.status === 201) {
          latencies.push(performance.now() - t0);
          placed++;
          for (const qty of lines.values()) unitsSold += qty;
        } else if (res.status === 409) refusedOutOfStock++;
        else otherErrors++;
      }
    }
    const t0 = performance.now();
    await Promise.all(Array.from({ length: buyers }, (_, i) => buyer(i)));
    const elapsed = (performance.now() - t0) / 1000;
    await Promise.all(background);

    const finalStock = await db.select({ n: products.countInStock }).from(products);
    const lineRows = await db.select({ qty: orderItems.qty }).from(orderItems);
    const numbers = (await db.select({ n: orders.orderNumber }).from(orders).orderBy(asc(orders.orderNumber))).map((r) => r.n);
    const unitsInOrderLines = lineRows.reduce((s, l) => s + l.qty, 0);
    const unitsTakenFromStock = initialUnits - finalStock.reduce((s, p) => s + p.n, 0);
    const seqs = new Set(numbers.map((n) => Number(n.slice(4, -1))));
    let numberGaps = 0;
    for (let k = 1; k <= numbers.length; k++) if (!seqs.has(k)) numberGaps++;

    latencies.sort((a, b) => a - b);
    return {
      label: opts.label,
      buyers,
      products: productCount,
      initialUnits,
      seconds: Number(elapsed.toFixed(2)),
      requests,
      placed,
      refusedOutOfStock,
      otherErrors,
      ordersPerSecond: Math.round(placed / elapsed),
      p50ms: percentile(latencies, 0.5),
      p99ms: percentile(latencies, 0.99),
      unitsSold,
      unitsInOrderLines,
      unitsTakenFromStock,
      oversold: Math.max(0, unitsSold - initialUnits, unitsInOrderLines - initialUnits, unitsTakenFromStock - initialUnits),
      negativeStock: finalStock.filter((p) => p.n < 0).length,
      numberGaps,
      soldOut: finalStock.every((p) => p.n === 0),
      loadAverageAtStart,
    };
  } finally {
    await invoices.close();
    db.$client.close();
    await db.$client.ended();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The section of bench/results.md for these runs. */
export function ordersMarkdown(runs: readonly OrdersBenchResult[], measuredAt?: string): string[] {
  if (!runs.length) return [];
  return [
    `## Order placement (${runs[0].buyers} concurrent buyers)`,
    '',
    ...(measuredAt ? [`Measured ${measuredAt} (\`BENCH_ONLY=orders npm run bench\`).`, ''] : []),
    'The real app in-process (`app.request`, no HTTP) on a fresh libSQL file, read and written on a thread of its own as',
    'the Node entry does (worker/platform/database-thread.ts): each buyer places 1–3 titles × 1–3',
    'copies until everything is sold or the time is up. Sold units (201 answers, order lines, stock taken) are checked',
    'against the initial stock; order numbers must run 1..n without gaps.',
    '',
    '| run | titles × copies | orders/s | p50 ms | p99 ms | placed | refused (409) | other errors | units sold / stock | oversold | negative stock | number gaps | sold out after s | load avg at start |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.label} | ${r.products} × ${r.initialUnits / r.products} | ${r.ordersPerSecond} | ${r.p50ms} | ${r.p99ms} | ${r.placed} | ${r.refusedOutOfStock} | ${r.otherErrors} | ${r.unitsSold} / ${r.initialUnits} | ${r.oversold} | ${r.negativeStock} | ${r.numberGaps} | ${r.soldOut ? r.seconds : `not sold out (${r.seconds} s)`} | ${r.loadAverageAtStart} |`,
    ),
    '',
  ];
}

/** The runs `npm run bench` makes: the order path alone, then with the confirmation e-mail and its PDF. */
export async function orderBenchRuns(): Promise<OrdersBenchResult[]> {
  return [
    await benchOrders({ label: 'order path (confirmation PDF off)', mail: 'off', products: 20, stockPerProduct: 60, seconds: 15 }),
    await benchOrders({
      label: 'with confirmation e-mail + PDF invoice (outbox, sent after the answer)',
      mail: 'outbox',
      products: 10,
      stockPerProduct: 12,
      seconds: 20,
    }),
  ];
}
