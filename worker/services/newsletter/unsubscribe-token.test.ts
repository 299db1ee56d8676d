import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from '../accounts/tokens';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

const SECRET = 'unit-test-secret';
const b64 = (text: string) => toBase64Url(new TextEncoder().encode(text));
/** The genuine signature part of `userId`'s token. */
const signatureOf = async (userId: number) => (await unsubscribeToken(SECRET, userId)).split('.')[1];

describe('unsubscribe tokens', () => {
  it('carry the user id in the clear, and read back as that id', async () => {
    const token = await unsubscribeToken(SECRET, 42);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(new TextDecoder().decode(fromBase64Url(token.split('.')[0])!)).toBe('42');
    expect(await readUnsubscribeToken(SECRET, token)).toBe(42);
    expect(await unsubscribeToken(SECRET, 42)).toBe(token);
  });

  it('are refused with another secret, or for another id', async () => {
    expect(await readUnsubscribeToken('other-secret', await unsubscribeToken(SECRET, 42))).toBeNull();
    expect(await readUnsubscribeToken(SECRET, `${b64('43')}.${await signatureOf(42)}`)).toBeNull();
  });

  it('accept only the one spelling of an id, even with the genuine signature of its number', async () => {
    const sig = await signatureOf(7);
    expect(await readUnsubscribeToken(SECRET, `${b64('7')}.${sig}`)).toBe(7);
    for (const spelling of ['07', '7.0', '+7', ' 7', '7 ', '7e0', '0x7']) {
      expect(await readUnsubscribeToken(SECRET, `${b64(spelling)}.${sig}`), spelling).toBeNull();
    }
  });

  it('refuse id 0 and ids past the safe integers, genuinely signed', async () => {
    expect(await readUnsubscribeToken(SECRET, await unsubscribeToken(SECRET, 0))).toBeNull();
    const huge = '9'.repeat(16);
    const signedHuge = `${b64(huge)}.${await signatureOf(Number(huge))}`;
    expect(await readUnsubscribeToken(SECRET, signedHuge)).toBeNull();
    const largest = Number.MAX_SAFE_INTEGER;
    expect(await readUnsubscribeToken(SECRET, await unsubscribeToken(SECRET, largest))).toBe(largest);
  });

  it('refuse a token cut short, with parts added, or with a signature of the wrong length', async () => {
    const token = await unsubscribeToken(SECRET, 42);
    const [id, sig] = token.split('.');
    for (const bad of ['', id, `${id}.`, `.${sig}`, `${token}.${sig}`, `${id}.${sig}AA`, `${id}.${sig.slice(0, -3)}`, `${id}+.${sig}`]) {
      expect(await readUnsubscribeToken(SECRET, bad), bad).toBeNull();
    }
  });
});
