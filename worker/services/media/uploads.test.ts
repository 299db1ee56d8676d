import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../domain/media-admin';
import { memoryStore } from '../../adapters/object-store';
import { sniffImage, storeUpload } from './uploads';

/** The signatures' edge cases, on made-up bytes (the route test sends real images). */
const text = (s: string) => new TextEncoder().encode(s);
const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...text(p)] : p)));
/** An ISO-BMFF file starting with an `ftyp` box of `size` bytes: major brand, minor version, compatible brands. */
const ftyp = (size: number, major: string, ...compatible: string[]) =>
  bytes([size >>> 24, (size >>> 16) & 255, (size >>> 8) & 255, size & 255], 'ftyp', major, [0, 0, 0, 0], compatible.join(''));

describe('sniffImage: the first bytes decide', () => {
  it('a file exactly as long as its signature is recognised; one matching only in part is not', () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff]))?.ext).toBe('jpg');
    expect(sniffImage(bytes([0xff, 0x00, 0x00, 0x00]))).toBeNull();
    expect(sniffImage(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.ext).toBe('png');
    expect(sniffImage(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00]))).toBeNull();
    expect(sniffImage(bytes('RIFF', [0, 0, 0, 0], 'WEBP'))?.ext).toBe('webp');
  });

  it('WebP needs both RIFF and WEBP', () => {
    expect(sniffImage(bytes('RIFX', [0, 0, 0, 0], 'WEBPVP8 '))).toBeNull();
    expect(sniffImage(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
  });

  it('AVIF: a still (avif) or a sequence (avis), as the major or a compatible brand', () => {
    expect(sniffImage(ftyp(16, 'avif'))).toEqual({ contentType: 'image/avif', ext: 'avif' });
    expect(sniffImage(ftyp(16, 'avis'))?.ext).toBe('avif');
    expect(sniffImage(ftyp(24, 'mif1', 'miaf', 'avis'))?.ext).toBe('avif');
    // The last brand of the box counts.
    expect(sniffImage(ftyp(28, 'mif1', 'miaf', 'MA1B', 'avif'))?.ext).toBe('avif');
    expect(sniffImage(ftyp(24, 'mif1', 'heic', 'heix'))).toBeNull();
  });

  it("AVIF brands must sit in an 'ftyp' box", () => {
    const moov = ftyp(24, 'avif', 'avif', 'avis');
    moov.set(text('moov'), 4);
    expect(sniffImage(moov)).toBeNull();
  });

  it('reads the box size from all four bytes: a brand far into a large box is found', () => {
    // 276 = 0x00000114 (the third byte counts) and 65,552 = 0x00010010 (the second byte counts).
    for (const size of [276, 65_552]) {
      const file = new Uint8Array(size);
      file.set(ftyp(size, 'mif1'));
      file.set(text('avif'), size - 4);
      expect(sniffImage(file)?.ext, `box of ${size} bytes`).toBe('avif');
    }
  });
});

describe('storeUpload', () => {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

  it('takes a file of exactly the limit, stored whole under a random img/ key with the sniffed type', async () => {
    const store = memoryStore();
    const file = new Uint8Array(UPLOAD_MAX_BYTES);
    file.set(png);
    const path = await storeUpload({ store }, new Blob([file]));
    expect(path).toMatch(/^\/uploads\/img\/[0-9a-f]{32}\.png$/);
    const key = path.slice('/uploads/'.length);
    expect(store.keys()).toEqual([key]);
    expect(await store.get(key)).toMatchObject({ size: UPLOAD_MAX_BYTES, contentType: 'image/png' });
  });

  it('refuses one byte more (413) and a file that is no image (415), storing nothing', async () => {
    const store = memoryStore();
    const tooBig = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    tooBig.set(png);
    await expect(storeUpload({ store }, new Blob([tooBig]))).rejects.toMatchObject({ kind: 'tooLarge', message: UPLOAD_MESSAGES.tooLarge });
    await expect(storeUpload({ store }, new Blob([text('GIF89a')]))).rejects.toMatchObject({
      kind: 'unsupported',
      message: UPLOAD_MESSAGES.notImage,
    });
    expect(store.keys()).toEqual([]);
  });
});
