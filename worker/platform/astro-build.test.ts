import { describe, expect, it } from 'vitest';
import { pagesOnLine, writtenPages } from './astro-build';

// Lines as astro 7 prints them, coloured even with FORCE_COLOR=0.
const coloured =
  '\u001b[2m04:49:27\u001b[22m   \u001b[34m├─\u001b[39m \u001b[2m/eshop/život/index.html\u001b[22m \u001b[31m(+1.20s)\u001b[39m ';
const plain = '  └─ /product/7/index.html (+3ms)';
// Pages started together (build.concurrency 4) share a line, each path glued to the next one's time stamp.
const shared =
  '\u001b[2m03:12:29\u001b[22m   \u001b[34m├─\u001b[39m \u001b[2m/404.html\u001b[22m\u001b[2m03:12:29\u001b[22m   \u001b[34m├─\u001b[39m \u001b[2m/admin/audio/index.html\u001b[22m03:12:29   ├─ /admin/banner/index.html (+57ms) ';

describe('astro build lines', () => {
  it('name the pages written, relative to the out folder, once a render time ends the line', () => {
    expect(writtenPages(coloured)).toEqual(['eshop/život/index.html']);
    expect(writtenPages(plain)).toEqual(['product/7/index.html']);
    expect(writtenPages(shared)).toEqual(['404.html', 'admin/audio/index.html', 'admin/banner/index.html']);
    // Printed before the file is written: no render time yet.
    expect(writtenPages('  ├─ /product/8/index.html')).toEqual([]);
    expect(writtenPages('\u001b[34m[build]\u001b[39m 333 page(s) built in 16.94s')).toEqual([]);
  });

  it('count the pages for the publisher’s progress, coloured or not, shared or not, written or on their way', () => {
    expect(pagesOnLine(coloured)).toBe(1);
    expect(pagesOnLine(plain)).toBe(1);
    expect(pagesOnLine(shared)).toBe(3);
    expect(pagesOnLine('  ├─ /product/8/index.html')).toBe(1);
    expect(pagesOnLine('[build] Complete!')).toBe(0);
  });
});
