import { describe, expect, it } from 'vitest';
import { orderPageUrl, shopUrl } from './shop-url';

describe('links to the shop', () => {
  it('join the configured base URL and the path with exactly one slash, however many the base ends with', () => {
    expect(shopUrl('https://prud.sk', '/admin/reviews')).toBe('https://prud.sk/admin/reviews');
    expect(shopUrl('https://prud.sk/', '/admin/reviews')).toBe('https://prud.sk/admin/reviews');
    expect(shopUrl('https://prud.sk///', '/login')).toBe('https://prud.sk/login');
  });

  it('keep a base URL with a path prefix, and slashes inside it', () => {
    expect(shopUrl('http://127.0.0.1:8787/obchod/', '/login')).toBe('http://127.0.0.1:8787/obchod/login');
  });

  it('the order page is /order/{id}, for a number or the API’s string id', () => {
    expect(orderPageUrl('https://prud.sk/', 42)).toBe('https://prud.sk/order/42');
    expect(orderPageUrl('https://prud.sk', '42')).toBe('https://prud.sk/order/42');
  });
});
