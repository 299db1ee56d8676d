/**
 * A small seeded PRNG (mulberry32), so that the demo catalogue is the same on every run and tests can
 * rely on it. Never use Math.random in the seed.
 */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A new array with the items in a random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** `length` characters drawn from `alphabet`. */
  chars(length: number, alphabet: string): string;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    chars(length, alphabet) {
      let s = '';
      for (let i = 0; i < length; i++) s += alphabet[Math.floor(next() * alphabet.length)];
      return s;
    },
  };
}

/** Letters, digits, '-' and '_': the alphabet of YouTube ids and Google Drive file ids. */
export const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
