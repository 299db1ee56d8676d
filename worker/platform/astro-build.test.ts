import { describe, expect, it } from 'vitest';
import { isPageLine, writtenPage } from './astro-build';

// Lines as astro 7 prints them, coloured even with FORCE_COLOR=0.
const coloured =
  '\u001b[2m04:49:27\u001b[22m   \u001b[34m├─\u001b[39m \u001b[2m/eshop/život/index.html\u001b[22m \u001b[31m(+1.20s)\u001b[39m ';
const plain = '  └─ /product/7/index.html (+3ms)';

describe('astro build lines', () => {
  it('name the page written, relative to the out folder, once its render time ends the line', () => {
    expect(writtenPage(coloured)).toBe('eshop/život/index.html');
    expect(writtenPage(plain)).toBe('product/7/index.html');
    // Printed before the file is written: no render time yet.
    expect(writtenPage('  ├─ /product/8/index.html')).toBeNull();
    expect(writtenPage('\u001b[34m[build]\u001b[39m 333 page(s) built in 16.94s')).toBeNull();
  });

  it('count as a page for the publisher’s progress, coloured or not', () => {
    expect(isPageLine(coloured)).toBe(true);
    expect(isPageLine(plain)).toBe(true);
    expect(isPageLine('[build] Complete!')).toBe(false);
  });
});
