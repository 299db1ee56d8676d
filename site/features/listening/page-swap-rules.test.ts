import { describe, expect, it } from 'vitest';
import {
  pageSwaps,
  policyBesidesStyles,
  scriptRun,
  styleHashes,
  swapTarget,
  swappable,
  takeStyles,
  type LinkClick,
} from './page-swap-rules';
import { AFTER_PAINT_TYPE } from '../../lib/after-paint';

const here = new URL('https://prud.sk/words-of-life?tema=spasenie');
const click = (over: Partial<LinkClick>): LinkClick => ({
  button: 0,
  modified: false,
  defaultPrevented: false,
  target: '',
  download: false,
  fullLoad: false,
  href: '/product/1',
  ...over,
});

describe("which links the player's page router swaps", () => {
  it('swaps a plain left click on a page of the shop', () => {
    expect(swapTarget(click({}), here)?.href).toBe('https://prud.sk/product/1');
    expect(swapTarget(click({ href: 'https://prud.sk/cart', target: '_self' }), here)?.pathname).toBe('/cart');
    // Another topic of the same page is another page (its query differs).
    expect(swapTarget(click({ href: '/words-of-life?tema=svedomie#nahravka-3' }), here)?.hash).toBe('#nahravka-3');
    // Another page with a fragment (the player's link back to a /life-study recording) is no scroll within this one.
    expect(swapTarget(click({ href: '/life-study#nahravka-12' }), new URL('https://prud.sk/words-of-life'))?.pathname).toBe('/life-study');
  });

  it('leaves the browser what is not a page swap', () => {
    expect(swapTarget(click({ button: 1 }), here)).toBeNull();
    expect(swapTarget(click({ modified: true }), here)).toBeNull();
    expect(swapTarget(click({ defaultPrevented: true }), here)).toBeNull();
    expect(swapTarget(click({ target: '_blank' }), here)).toBeNull();
    expect(swapTarget(click({ download: true }), here)).toBeNull();
    expect(swapTarget(click({ fullLoad: true }), here)).toBeNull();
    expect(swapTarget(click({ href: 'https://drive.google.com/file/d/1/preview' }), here)).toBeNull();
    expect(swapTarget(click({ href: 'http://prud.sk/product/1' }), here)).toBeNull();
    expect(swapTarget(click({ href: '/api/orders/1/invoice' }), here)).toBeNull();
    expect(swapTarget(click({ href: '/api' }), here)).toBeNull();
    expect(swapTarget(click({ href: '/uploads/a.jpg' }), here)).toBeNull();
    expect(swapTarget(click({ href: '/tlaciva/2-percenta.pdf' }), here)).toBeNull();
    // A fragment of this very page: the browser scrolls.
    expect(swapTarget(click({ href: '/words-of-life?tema=spasenie#nahravka-3' }), here)).toBeNull();
    expect(swapTarget(click({ href: 'http://[' }), here)).toBeNull();
  });

  it('keeps paths that only look like the API or a file as pages', () => {
    expect(swapTarget(click({ href: '/apis' }), here)?.pathname).toBe('/apis');
    expect(swapTarget(click({ href: '/eshop/život' }), here)?.pathname).toBe('/eshop/%C5%BEivot');
    expect(swapTarget(click({ href: '/library/3/page/2' }), here)?.pathname).toBe('/library/3/page/2');
  });
});

describe('which pages load fully, by their address', () => {
  const fully = [
    '/login',
    '/login/profile',
    '/register/',
    '/registerLink/a%40b.sk/t',
    '/forgot-password',
    '/profile',
    '/shipping/',
    '/payment',
    '/placeorder',
    '/order/12',
    '/order/12/stripe-success/1',
    '/order/12/stripe-fail',
    '/reset-password/t/n/e/1/g',
    '/unsubscribe/t',
    '/create-discount',
    '/admin',
    '/admin/orderlist',
    '/admin/product/3/edit',
  ];
  const shells = [
    '/shell/order/',
    '/shell/order-success/',
    '/shell/order-fail/',
    '/shell/reset-password/',
    '/shell/unsubscribe/',
    '/shell/admin/user-edit/',
  ];
  const swapped = [
    '/',
    '/cart',
    '/cart/5',
    '/favorites/',
    '/product/2',
    '/search/život',
    '/words-of-life',
    '/life-study',
    '/library/3/page/2',
    '/eshop/život',
    '/contact',
    '/orders-history',
    '/administrator',
    '/loginy',
    '/shell/product/',
    '/shell/search/',
    '/shell/library/',
    '/404',
  ];

  it('the checkout, the account forms and the admin (and the shells they are served from) load fully', () => {
    for (const path of [...fully, ...shells]) expect(pageSwaps(path), path).toBe(false);
    for (const path of swapped) expect(pageSwaps(path), path).toBe(true);
  });

  it("a link to one is the browser's own (no fetch before its full load)", () => {
    for (const href of fully) expect(swapTarget(click({ href }), here), href).toBeNull();
    for (const href of swapped) expect(swapTarget(click({ href }), here), href).not.toBeNull();
  });
});

describe('which pages it may swap in', () => {
  it('needs the page to opt in and carry the policy in force', () => {
    expect(swappable({ mark: true, policy: "script-src 'self'" }, "script-src 'self'")).toBe(true);
    expect(swappable({ mark: false, policy: "script-src 'self'" }, "script-src 'self'")).toBe(false);
    expect(swappable({ mark: true, policy: "script-src 'self' 'sha256-x'" }, "script-src 'self'")).toBe(false);
    expect(swappable({ mark: true, policy: null }, "script-src 'self'")).toBe(false);
    expect(swappable({ mark: true, policy: "script-src 'self'" }, null)).toBe(false);
  });

  it('lets only style-src differ, and reads the style hashes it allows', () => {
    const home = "default-src 'self';script-src 'self' 'sha256-a='; style-src 'self' 'sha256-b='";
    const product = "default-src 'self';  script-src  'self' 'sha256-a=';style-src 'self' 'sha256-b=' 'sha256-c+/='";
    expect(policyBesidesStyles(product)).toBe("default-src 'self'; script-src 'self' 'sha256-a='");
    expect(swappable({ mark: true, policy: product }, home)).toBe(true);
    expect(swappable({ mark: true, policy: product.replace("'sha256-a='", "'sha256-d='") }, home)).toBe(false);
    expect([...styleHashes(product)]).toEqual(['sha256-b=', 'sha256-c+/=']);
    expect(styleHashes("script-src 'sha256-a='").size).toBe(0);
    // A policy ending in ';' is the same policy; a style-src of no sources is still the style-src.
    expect(swappable({ mark: true, policy: "script-src 'self';" }, "script-src 'self'")).toBe(true);
    expect(policyBesidesStyles("script-src 'self'; style-src")).toBe("script-src 'self'");
    // A directive whose name only starts like style-src is not it.
    expect(policyBesidesStyles("style-src-elem 'self'; style-src 'self'")).toBe("style-src-elem 'self'");
  });
});

describe("how it runs a swapped page's scripts", () => {
  it('re-creates inline code, imports bundled modules anew, leaves data alone', () => {
    expect(scriptRun({ type: '', src: '' })).toBe('inline');
    expect(scriptRun({ type: 'module', src: '' })).toBe('inline');
    expect(scriptRun({ type: ' Module ', src: '/_astro/a.js' })).toBe('module');
    expect(scriptRun({ type: 'text/javascript', src: '/a.js' })).toBe('classic');
    expect(scriptRun({ type: 'application/javascript', src: '' })).toBe('inline');
    expect(scriptRun({ type: 'application/ld+json', src: '' })).toBe('skip');
    // A module held for the first paint (site/lib/after-paint.ts): its address comes from data-src.
    expect(scriptRun({ type: AFTER_PAINT_TYPE, src: '/_astro/a.js' })).toBe('module');
    expect(scriptRun({ type: AFTER_PAINT_TYPE, src: '' })).toBe('skip');
    expect(scriptRun({ type: 'application/json', src: '' })).toBe('skip');
  });
});

describe('the inline styles of a page it swaps in', () => {
  it('are taken out of the HTML before it is parsed, texts kept in order', () => {
    const page =
      '<head><style>.a{color:red}</style><STYLE media="print">.b{}</STYLE ></head><body><p style="x">t</p><style>\n.c{}\n</style></body>';
    expect(takeStyles(page)).toEqual({
      html: '<head></head><body><p style="x">t</p></body>',
      styles: ['.a{color:red}', '.b{}', '\n.c{}\n'],
    });
    expect(takeStyles('<styled-thing>x</styled-thing>')).toEqual({ html: '<styled-thing>x</styled-thing>', styles: [] });
  });
});
