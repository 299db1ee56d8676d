import { describe, expect, it } from 'vitest';
import { shellFor } from './shell-routes';

describe('shellFor', () => {
  it('maps parametrised paths to their shell', () => {
    expect(shellFor('/search/život')).toEqual({ shell: '/shell/search/' });
    expect(shellFor('/search/zivot/page/2')).toEqual({ shell: '/shell/search/' });
    expect(shellFor('/order/12/stripe-success/abc')).toEqual({ shell: '/shell/order-success/' });
    expect(shellFor('/reset-password/t/n/e/1/g')).toEqual({ shell: '/shell/reset-password/' });
  });
  it('names the record a product or excerpt shell shows, so that an unknown id can answer 404', () => {
    expect(shellFor('/product/99999/')).toEqual({ shell: '/shell/product/', target: { kind: 'product', id: '99999' } });
    expect(shellFor('/library/12')).toEqual({ shell: '/shell/library/', target: { kind: 'excerpt', id: '12' } });
    expect(shellFor('/library/12/page/3')).toEqual({ shell: '/shell/library/', target: { kind: 'excerpt', id: '12' } });
  });
  it('does not match other shapes', () => {
    expect(shellFor('/search')).toBeNull();
    expect(shellFor('/order/1/stripe-fail/extra')).toBeNull();
    expect(shellFor('/nothing/here')).toBeNull();
  });
});
