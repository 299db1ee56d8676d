import { persistentAtom } from '@nanostores/persistent';
import { GUEST_EMAIL_KEY } from '~/site/lib/storage-keys';

/**
 * Buying without an account (issue 30): the login step's 'Pokračovať bez registrácie' keeps the buyer's e-mail
 * here (localStorage, next to the address and the payment of the checkout) until the order is placed; while it is
 * set and nobody is signed in, the checkout's steps let the buyer in and the last one places a guest order.
 */
export const $guestEmail = persistentAtom<string | null>(GUEST_EMAIL_KEY, null, {
  encode: (v) => v ?? undefined,
  decode: (v) => v || null,
});

/** A shape check only (the server's rules decide): something@something.tld, no spaces. */
export const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) && v.trim().length <= 254;

export const GUEST_EMAIL_MESSAGE = 'Zadajte platný e-mail, na ktorý Vám pošleme potvrdenie objednávky.';
