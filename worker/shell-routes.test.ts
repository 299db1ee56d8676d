import { describe, expect, it } from 'vitest';
import { shellFor } from './shell-routes';

describe('shellFor', () => {
  it('maps parametrised paths to their shell', () => {
    expect(shellFor('/search/život')).toBe('/shell/search/');
    expect(shellFor('/search/zivot/page/2')).toBe('/shell/search/');
    expect(shellFor('/order/12/stripe-success/abc')).toBe('/shell/order-success/');
    expect(shellFor('/reset-password/t/n/e/1/g')).toBe('/shell/reset-password/');
    expect(shellFor('/product/99999/')).toBe('/shell/product/');
  });
  it('does not match other shapes', () => {
    expect(shellFor('/search')).toBeNull();
    expect(shellFor('/order/1/stripe-fail/extra')).toBeNull();
    expect(shellFor('/nothing/here')).toBeNull();
  });
});
