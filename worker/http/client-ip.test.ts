import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientIpResolver, trustedProxyHops } from './client-ip';

describe('clientAddress', () => {
  it('without trusted proxies is the socket address, whatever X-Forwarded-For says', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.1', 0)).toBe('203.0.113.1');
    expect(clientAddress(undefined, '203.0.113.1', 0)).toBe('203.0.113.1');
    expect(clientAddress('198.51.100.7', undefined, 0)).toBe('unknown');
  });

  it('behind one proxy is the right-most hop (the one the proxy saw), never the first', () => {
    expect(clientAddress('198.51.100.7', '10.0.0.1', 1)).toBe('198.51.100.7');
    expect(clientAddress('6.6.6.6, 198.51.100.7', '10.0.0.1', 1)).toBe('198.51.100.7');
    expect(clientAddress('1.1.1.1,2.2.2.2 ,  198.51.100.7 ', '10.0.0.1', 1)).toBe('198.51.100.7');
  });

  it('behind N proxies is the entry N hops from the right', () => {
    const xff = 'forged-by-client, 198.51.100.7, 10.0.0.2, 10.0.0.3';
    expect(clientAddress(xff, '10.0.0.4', 2)).toBe('10.0.0.2');
    expect(clientAddress(xff, '10.0.0.4', 3)).toBe('198.51.100.7');
    expect(clientAddress(xff, '10.0.0.4', 4)).toBe('forged-by-client');
  });

  it('with fewer entries than trusted hops takes the left-most (every entry came from a trusted proxy)', () => {
    expect(clientAddress('198.51.100.7, 10.0.0.2', '10.0.0.3', 5)).toBe('198.51.100.7');
  });

  it('falls back to the socket when the header is missing or holds only blanks', () => {
    for (const xff of [undefined, '', ' , ,']) expect(clientAddress(xff, '10.0.0.1', 1)).toBe('10.0.0.1');
  });
});

describe('TRUST_PROXY', () => {
  it('is a hop count: unset or empty is 0, "1" stays one proxy', () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops('')).toBe(0);
    expect(trustedProxyHops('0')).toBe(0);
    expect(trustedProxyHops('1')).toBe(1);
    expect(trustedProxyHops(' 2 ')).toBe(2);
  });

  it('refuses anything else instead of guessing', () => {
    for (const v of ['true', 'yes', '-1', '1.5', '100', 'loopback']) expect(() => trustedProxyHops(v), v).toThrow(/TRUST_PROXY/);
  });
});

describe('clientIpResolver', () => {
  it('reads X-Forwarded-For from the request and the socket from the platform', async () => {
    const seen: string[] = [];
    const resolve = clientIpResolver(1, () => '10.0.0.1');
    const app = new Hono().get('/', (c) => (seen.push(resolve(c)), c.text('ok')));
    await app.request('/', { headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' } });
    await app.request('/');
    expect(seen).toEqual(['198.51.100.7', '10.0.0.1']);
  });
});
