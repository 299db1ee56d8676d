/**
 * The object-store key named by a public path such as `/uploads/img/ab12.png`, or null when the path cannot name
 * one: a broken `%` escape or bytes that are not UTF-8 (`%c0%af`, which `decodeURIComponent` throws on), a `..`,
 * a backslash or control character, or a key longer than R2 allows (1024 bytes; R2 throws on it, which was a 500).
 * Decoded exactly once from the path as it arrived, so `%2525` stays `%25` and `%2F` cannot smuggle in a `/`
 * that the router never saw.
 */
export const OBJECT_KEY_MAX_BYTES = 1024;

export function objectKeyFromPath(rawPathname: string, prefix: string): string | null {
  if (!rawPathname.startsWith(prefix)) return null;
  const encoded = rawPathname.slice(prefix.length);
  // Each encoded byte takes at least one character, so a longer path can never decode to an allowed key.
  if (!encoded || encoded.length > OBJECT_KEY_MAX_BYTES * 3) return null;
  let key: string;
  try {
    key = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  if (new TextEncoder().encode(key).length > OBJECT_KEY_MAX_BYTES) return null;
  if (key.startsWith('/') || key.split('/').some((part) => part === '' || part === '.' || part === '..')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the key check refuses
  if (key.includes('..') || /[\u0000-\u001f\u007f\\]/.test(key)) return null;
  return key;
}
