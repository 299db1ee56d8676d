import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiOrder } from '../domain/orders';
import { invoiceRenderer } from '../services/invoices/invoice-pdf';
import { apiOrder } from '../test-support/invoices';
import { nodeInvoiceFonts } from './fonts-node';
import { invoicePool, type InvoicePool } from './invoice-pool-node';

/** The module node.ts hands the pool: the threads render with its `invoiceRenderer`. */
const RENDERER = new URL('../services/invoices/invoice-pdf.ts', import.meta.url);

let pool: InvoicePool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

/** The nice value of one of this process's threads (Linux: field 19 of its stat line). */
const niceOf = (statPath: string) => Number(readFileSync(statPath, 'utf8').split(') ')[1].split(' ')[16]);

describe('invoices on a worker-thread pool', () => {
  it('renders the very bytes the inline renderer makes', async () => {
    pool = invoicePool({ size: 1, module: RENDERER });
    const order = apiOrder();
    const [onPool, inline] = [await pool.render(order), await invoiceRenderer(nodeInvoiceFonts)(order)];
    expect(onPool).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(onPool.subarray(0, 5))).toBe('%PDF-');
    expect(onPool).toEqual(inline);
  }, 30_000);

  it('queues orders beyond its size and answers every one with its own invoice', async () => {
    pool = invoicePool({ size: 2, module: RENDERER });
    const orders = ['1', '2', '3', '4'].map((n) => apiOrder({ _id: n, orderNumber: `2026000${n}W`, variableSymbol: `2026000${n}` }));
    const inline = invoiceRenderer(nodeInvoiceFonts);
    const jobs = orders.map((o) => pool!.render(o));
    expect(pool.queued()).toBe(4);
    const pdfs = await Promise.all(jobs);
    for (const [i, pdf] of pdfs.entries()) expect(pdf).toEqual(await inline(orders[i]));
    expect(pool.queued()).toBe(0);
  }, 30_000);

  it('rejects a bad order without losing the thread, and rejects what is left when closed', async () => {
    pool = invoicePool({ size: 1, module: RENDERER });
    await expect(pool.render({ orderNumber: 'x' } as ApiOrder)).rejects.toThrow();
    expect((await pool.render(apiOrder())).length).toBeGreaterThan(1000);
    const pending = expect(pool.render(apiOrder())).rejects.toThrow(/closed/);
    await pool.close();
    await pending;
    await expect(pool.render(apiOrder())).rejects.toThrow(/closed/);
  }, 30_000);

  it('fails every waiting order when the fonts cannot be read', async () => {
    pool = invoicePool({ size: 1, module: RENDERER, fonts: () => Promise.reject(new Error('no fonts')) });
    await expect(Promise.all([pool.render(apiOrder()), pool.render(apiOrder())])).rejects.toThrow('no fonts');
    expect(pool.queued()).toBe(0);
  });

  it('lowers the rendering thread’s priority on Linux (nice is per thread there)', async () => {
    pool = invoicePool({ size: 1, nice: 7, module: RENDERER });
    await pool.render(apiOrder());
    const nices = readdirSync('/proc/self/task').map((tid) => niceOf(`/proc/self/task/${tid}/stat`));
    expect(nices).toContain(7);
    expect(niceOf('/proc/thread-self/stat')).toBe(0);
  }, 30_000);
});
