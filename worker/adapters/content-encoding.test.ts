import { describe, expect, it } from 'vitest';
import { pickCoding, varyOnAcceptEncoding } from './content-encoding';

describe('pickCoding', () => {
  it('prefers brotli, then gzip, then identity (null)', () => {
    expect(pickCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickCoding('gzip, deflate')).toBe('gzip');
    expect(pickCoding('x-gzip')).toBe('gzip');
    expect(pickCoding('deflate')).toBeNull();
    expect(pickCoding('identity')).toBeNull();
    expect(pickCoding('')).toBeNull();
    expect(pickCoding(null)).toBeNull();
  });

  it('follows q-values and the wildcard', () => {
    expect(pickCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickCoding('br;q=0, gzip')).toBe('gzip');
    expect(pickCoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pickCoding('*')).toBe('br');
    expect(pickCoding('br;q=0, *')).toBe('gzip');
    expect(pickCoding('*;q=0, identity')).toBeNull();
    expect(pickCoding('br;q=nonsense, gzip')).toBe('gzip');
  });
});

describe('varyOnAcceptEncoding', () => {
  it('adds Accept-Encoding once', () => {
    expect(varyOnAcceptEncoding(null)).toBe('Accept-Encoding');
    expect(varyOnAcceptEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyOnAcceptEncoding('origin, accept-encoding')).toBe('origin, accept-encoding');
    expect(varyOnAcceptEncoding('*')).toBe('*');
  });
});
