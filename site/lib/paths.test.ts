import { describe, expect, it } from 'vitest';
import {
  ALPHABETICAL_LIST_HREF,
  cartAddPath,
  categoryHref,
  CHECKOUT_ENTRY,
  downloadHref,
  googleStartUrl,
  homePageHref,
  libraryEntryHref,
  libraryPageHref,
  mediaEditHref,
  mediaListHref,
  orderHref,
  productEditHref,
  productHref,
  productListHref,
  reviewsPageHref,
  searchHref,
  userEditHref,
} from './paths';

describe("the shop's addresses", () => {
  it('number list pages from 2 on; page 1 is the bare listing', () => {
    expect([homePageHref(1), homePageHref(2), homePageHref(0)]).toEqual(['/', '/page/2', '/']);
    expect([libraryPageHref(1), libraryPageHref(3)]).toEqual(['/library', '/library/page/3']);
    expect([productListHref(1), productListHref(4)]).toEqual(['/admin/productlist', '/admin/productlist/4']);
    expect([reviewsPageHref(1), reviewsPageHref(2)]).toEqual(['/admin/reviews', '/admin/reviews?pageNumber=2']);
    expect([mediaListHref('video', 1), mediaListHref('banner', 2)]).toEqual(['/admin/video', '/admin/banner?pageNumber=2']);
  });

  it('send an excerpt opened from a later list page back there', () => {
    expect(libraryEntryHref(7)).toBe('/library/7');
    expect(libraryEntryHref(7, 1)).toBe('/library/7');
    expect(libraryEntryHref(7, 3)).toBe('/library/7/page/3');
  });

  it('name products, orders, categories and files as the route table has them', () => {
    expect(productHref(12)).toBe('/product/12');
    expect(productHref('12')).toBe('/product/12');
    expect(orderHref('5')).toBe('/order/5');
    expect(categoryHref('život')).toBe('/eshop/život');
    expect(ALPHABETICAL_LIST_HREF).toBe('/eshop/abecedný-zoznam-kníh');
    expect(downloadHref('vyhlasenie.pdf')).toBe('/downloads/vyhlasenie.pdf');
    expect([cartAddPath(3), cartAddPath(3, 2)]).toEqual(['/cart/3', '/cart/3?qty=2']);
  });

  it('open the staff edit screens', () => {
    expect(userEditHref(4)).toBe('/admin/user/4/edit');
    expect(productEditHref('9')).toBe('/admin/product/9/edit');
    expect(mediaEditHref('audio', 2)).toBe('/admin/audio/2/edit');
  });

  it("lead 'Do pokladne' through the login page to the shipping step", () => {
    expect(CHECKOUT_ENTRY).toBe('/login?redirect=/shipping');
  });
});

describe('search and Google addresses', () => {
  it('put the keyword in one path segment and page 2 on behind it; page 1 has no /page/1', () => {
    expect([searchHref('život'), searchHref('a/b c', 1), searchHref('x', 2)]).toEqual([
      '/search/%C5%BEivot',
      '/search/a%2Fb%20c',
      '/search/x/page/2',
    ]);
  });

  it('start Google with the way back only when there is one', () => {
    expect(googleStartUrl(null)).toBe('/api/auth/google/start');
    expect(googleStartUrl('')).toBe('/api/auth/google/start?redirect=');
    expect(googleStartUrl('/shipping?x=1')).toBe('/api/auth/google/start?redirect=%2Fshipping%3Fx%3D1');
  });
});
