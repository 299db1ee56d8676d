import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../domain/media-admin';
import { sniffImage } from '../services/media/uploads';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Real 1×1 images. */
const b64 = (s: string) => Uint8Array.from(atob(s), (ch) => ch.charCodeAt(0));
const PNG = b64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==');
const JPEG = b64(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
);
const WEBP = b64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
/** The start of an AVIF file: a 28-byte ftyp box (major brand avif, compatible mif1, miaf, MA1B). */
const AVIF = new Uint8Array([
  0,
  0,
  0,
  28,
  ...new TextEncoder().encode('ftypavif'),
  0,
  0,
  0,
  0,
  ...new TextEncoder().encode('mif1miafMA1B'),
  0,
  0,
  0,
  0,
]);

let t: TestApp;
let staff: Record<string, string>;
let assistant: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  staff = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
  assistant = bearer(await loginToken(t, await createAccount(t, { role: 'assistant' })));
  customer = bearer(await loginToken(t, await createAccount(t, { role: 'customer' })));
});
afterAll(() => t.close());

function form(bytes: Uint8Array | string, name: string, type: string, field = 'upload') {
  const fd = new FormData();
  fd.append(field, new File([bytes as BlobPart], name, { type }));
  return fd;
}

async function upload(body: BodyInit, headers: Record<string, string> = staff) {
  const res = await t.app.request('/api/upload', { method: 'POST', body, headers });
  return { status: res.status, body: (await res.json()) as any };
}

const storedCount = () => (t.store as unknown as { keys(): string[] }).keys().filter((k) => k.startsWith('img/')).length;

describe('POST /api/upload', () => {
  it.each([
    ['PNG', PNG, 'obrazok.png', 'image/png', 'png'],
    ['JPEG', JPEG, 'foto.JPG', 'image/jpeg', 'jpg'],
    ['WebP', WEBP, 'banner.webp', 'image/webp', 'webp'],
    ['AVIF', AVIF, 'novy.avif', 'image/avif', 'avif'],
  ] as const)('stores a real %s under a random key with the sniffed type, served immutable', async (_n, bytes, name, type, ext) => {
    // The browser's claimed type is ignored: the bytes decide.
    const r = await upload(form(bytes, name, 'application/octet-stream'), assistant);
    expect(r.status).toBe(201);
    expect(r.body).toMatch(new RegExp(`^/uploads/img/[0-9a-f]{32}\\.${ext}$`));
    const obj = await t.store.get(r.body.replace(/^\/uploads\//, ''));
    expect(obj?.contentType).toBe(type);
    expect(new Uint8Array(obj!.body as Uint8Array)).toEqual(bytes);

    const served = await t.app.request(r.body);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('gives every upload its own key, even for the same file', async () => {
    const a = await upload(form(PNG, 'a.png', 'image/png'));
    const b = await upload(form(PNG, 'a.png', 'image/png'));
    expect(a.body).not.toBe(b.body);
  });

  it.each([
    ['a text file renamed .png', 'toto nie je obrázok', 'fake.png', 'image/png'],
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>', 'logo.svg', 'image/svg+xml'],
    ['a GIF', 'GIF89a\x01\x00\x01\x00', 'anim.gif', 'image/gif'],
    ['an empty file', '', 'empty.png', 'image/png'],
  ])('refuses %s with 415 and stores nothing', async (_n, content, name, type) => {
    const before = storedCount();
    const r = await upload(form(content, name, type));
    expect(r).toEqual({ status: 415, body: { message: UPLOAD_MESSAGES.notImage } });
    expect(storedCount()).toBe(before);
  });

  it('refuses a 6 MB image with 413 and stores nothing', async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG);
    const before = storedCount();
    const r = await upload(form(big, 'velky.png', 'image/png'));
    expect(r).toEqual({ status: 413, body: { message: UPLOAD_MESSAGES.tooLarge } });
    expect(storedCount()).toBe(before);
  });

  it('refuses a file just over 5 MB that fits the multipart allowance (413)', async () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(PNG);
    const r = await upload(form(big, 'tesne.png', 'image/png'));
    expect(r).toEqual({ status: 413, body: { message: UPLOAD_MESSAGES.tooLarge } });
  });

  it('stops reading a streamed body (no Content-Length) soon after the limit', async () => {
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(ctrl) {
        if (sent >= 50 * 1024 * 1024) return ctrl.close();
        sent += chunk.length;
        ctrl.enqueue(chunk);
      },
    });
    const res = await t.app.request('/api/upload', {
      method: 'POST',
      body: stream,
      headers: { ...staff, 'content-type': 'multipart/form-data; boundary=x' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: UPLOAD_MESSAGES.tooLarge });
    expect(sent).toBeLessThan(UPLOAD_MAX_BYTES + 1024 * 1024);
  });

  it('answers 400 when the field is missing (another field name, JSON, no body)', async () => {
    expect(await upload(form(PNG, 'a.png', 'image/png', 'file'))).toEqual({ status: 400, body: { message: UPLOAD_MESSAGES.missing } });
    expect(await upload(JSON.stringify({ upload: 'x' }), { ...staff, 'content-type': 'application/json' })).toEqual({
      status: 400,
      body: { message: UPLOAD_MESSAGES.missing },
    });
    const empty = await t.call('POST', '/api/upload', undefined, staff);
    expect(empty).toMatchObject({ status: 400, body: { message: UPLOAD_MESSAGES.missing } });
  });

  it('refuses a customer (403) and a visitor (401), storing nothing', async () => {
    const before = storedCount();
    const c = await upload(form(PNG, 'a.png', 'image/png'), customer);
    expect(c.status).toBe(403);
    expect(c.body.message).toMatch(/^Prístup/);
    const v = await upload(form(PNG, 'a.png', 'image/png'), {});
    expect(v).toEqual({ status: 401, body: { message: 'Not authorized, no token' } });
    expect(storedCount()).toBe(before);
  });
});

describe('sniffImage', () => {
  it('knows the four formats by their bytes only', () => {
    expect(sniffImage(PNG)?.contentType).toBe('image/png');
    expect(sniffImage(JPEG)?.contentType).toBe('image/jpeg');
    expect(sniffImage(WEBP)?.contentType).toBe('image/webp');
    expect(sniffImage(AVIF)?.contentType).toBe('image/avif');
    const heic = AVIF.slice();
    heic.set(new TextEncoder().encode('heic'), 8);
    heic.set(new TextEncoder().encode('mif1heicheix'), 16);
    expect(sniffImage(heic)).toBeNull();
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImage(PNG.slice(0, 7))).toBeNull();
  });

  it('reads AVIF brands only inside the ftyp box its size field declares', () => {
    const brandAfterBox = AVIF.slice();
    brandAfterBox.set(new TextEncoder().encode('heic'), 8);
    brandAfterBox.set([0, 0, 0, 20], 0); // the box ends after 'mif1': 'miaf', 'MA1B' and what follows are not brands
    brandAfterBox.set(new TextEncoder().encode('avif'), 20);
    expect(sniffImage(brandAfterBox)).toBeNull();
    const tooShort = AVIF.slice();
    tooShort.set([0, 0, 0, 8], 0); // a box smaller than its own header: no brands at all, though 'avif' follows
    expect(sniffImage(tooShort)).toBeNull();
  });
});
