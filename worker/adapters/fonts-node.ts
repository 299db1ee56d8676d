import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { InvoiceFonts } from '../deps';

const require = createRequire(import.meta.url);
let cached: Promise<InvoiceFonts> | undefined;

/** DejaVu Sans from the `dejavu-fonts-ttf` package (free licence), read once per process. */
export function nodeInvoiceFonts(): Promise<InvoiceFonts> {
  cached ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular: new Uint8Array(regular), bold: new Uint8Array(bold) }));
  return cached;
}
