import { readFile } from 'node:fs/promises';
import type { InvoiceFonts } from '../deps';

let cached: Promise<InvoiceFonts> | undefined;

/** DejaVu Sans cut down to Latin (worker/assets/fonts/README.md), read once per process. */
export function nodeInvoiceFonts(): Promise<InvoiceFonts> {
  cached ??= Promise.all([
    readFile(new URL('../assets/fonts/DejaVuSans.ttf', import.meta.url)),
    readFile(new URL('../assets/fonts/DejaVuSans-Bold.ttf', import.meta.url)),
  ]).then(([regular, bold]) => ({ regular: new Uint8Array(regular), bold: new Uint8Array(bold) }));
  return cached;
}
