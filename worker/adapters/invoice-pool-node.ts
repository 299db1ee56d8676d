import { createRequire } from 'node:module';
import type { ApiOrder } from '../domain/orders';
import type { InvoiceFonts, InvoiceRenderer } from '../deps';
import { nodeInvoiceFonts } from './fonts-node';
import { threadPool } from './thread-pool-node';

/**
 * The thread's work: it loads the renderer's TypeScript module through tsx's `tsImport` (the server itself runs
 * under tsx), so it runs the same under `npm start`, vitest and the bench. The fonts come once per thread; each job
 * is one order.
 */
const RENDER_BODY = `
const fonts = Promise.resolve(workerData.fonts);
const render = require(workerData.tsx)
  .tsImport(workerData.module, workerData.parentURL)
  .then((m) => m.invoiceRenderer(() => fonts));
const work = async (order) => (await render)(order);
`;

export interface InvoicePoolOptions {
  /** Threads rendering at once. */
  size: number;
  /** Nice value of the threads (0 = as the event loop; Linux only, ignored elsewhere). */
  nice?: number;
  /**
   * The module the threads render with: it exports `invoiceRenderer(fonts)` (worker/services/invoices/invoice-pdf.ts). Given
   * by the platform entry, as adapters never import services.
   */
  module: URL;
  /** Default: DejaVu Sans from worker/assets/fonts. */
  fonts?: () => Promise<InvoiceFonts>;
}

export interface InvoicePool {
  render: InvoiceRenderer;
  /** Orders waiting for a thread. */
  queued(): number;
  close(): Promise<void>;
}

/**
 * Invoice PDFs on a few worker threads of their own (thread-pool-node.ts), for `deps.renderInvoice` on Node: a
 * render costs tens of ms of CPU that would otherwise hold up every request. The fonts are read once, before the
 * first thread starts (each thread gets its own copy); when they cannot be read, every waiting order fails.
 */
export function invoicePool(o: InvoicePoolOptions): InvoicePool {
  const tsx = createRequire(import.meta.url).resolve('tsx/esm/api');
  const fonts = o.fonts ?? nodeInvoiceFonts;
  let loadedFonts: InvoiceFonts | undefined;
  const pool = threadPool<ApiOrder, Uint8Array>({
    name: 'invoice',
    body: RENDER_BODY,
    size: o.size,
    nice: o.nice,
    workerData: () => ({ fonts: loadedFonts, tsx, module: o.module.href, parentURL: import.meta.url }),
    ready: async () => {
      loadedFonts = await fonts();
    },
  });
  return { render: (order) => pool.run(order), queued: pool.queued, close: pool.close };
}
