import type { AppDeps } from '../../deps';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../domain/media-admin';
import { tooLarge, unsupported } from '../../domain/errors';

/** An image type the shop accepts, recognised by the file's first bytes (never by its name or claimed type). */
export interface SniffedImage {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';
  ext: 'jpg' | 'png' | 'webp' | 'avif';
}

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
const startsWith = (b: Uint8Array, sig: number[]) => b.length >= sig.length && sig.every((x, i) => b[i] === x);

/** AVIF: an ISO-BMFF `ftyp` box whose major or a compatible brand is `avif` (still) or `avis` (sequence). */
function isAvif(b: Uint8Array): boolean {
  if (b.length < 16 || ascii(b, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(((b[0] << 24) >>> 0) + (b[1] << 16) + (b[2] << 8) + b[3], b.length);
  if (boxSize < 16) return false;
  const brands = [ascii(b, 8, 12)];
  for (let i = 16; i + 4 <= boxSize; i += 4) brands.push(ascii(b, i, i + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/** JPEG FF D8 FF; PNG 89 50 4E 47 0D 0A 1A 0A; WebP "RIFF"…"WEBP"; AVIF ftyp avif/avis. Anything else: null. */
export function sniffImage(b: Uint8Array): SniffedImage | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', ext: 'jpg' };
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', ext: 'png' };
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return { contentType: 'image/webp', ext: 'webp' };
  if (isAvif(b)) return { contentType: 'image/avif', ext: 'avif' };
  return null;
}

/**
 * Stores an uploaded image under `img/<random>.<ext>` with the sniffed content type and returns the public path
 * (`/uploads/img/…`). Refuses files over the limit (413) and anything that is not a JPEG/PNG/WebP/AVIF (415).
 */
export async function storeUpload(deps: Pick<AppDeps, 'store'>, file: Blob): Promise<string> {
  if (file.size > UPLOAD_MAX_BYTES) throw tooLarge(UPLOAD_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = sniffImage(bytes);
  if (!image) throw unsupported(UPLOAD_MESSAGES.notImage);
  const random = [...crypto.getRandomValues(new Uint8Array(16))].map((x) => x.toString(16).padStart(2, '0')).join('');
  const key = `img/${random}.${image.ext}`;
  await deps.store.put(key, bytes, image.contentType);
  return `/uploads/${key}`;
}
