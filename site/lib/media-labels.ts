/** Tiny text helpers shared by build-time pages and their browser scripts (no imports: stays small in bundles). */

/** "1 nahrávka", "3 nahrávky", "5 nahrávok", "0 nahrávok". */
export function recordingsLabel(n: number): string {
  return `${n} ${n === 1 ? 'nahrávka' : n >= 2 && n <= 4 ? 'nahrávky' : 'nahrávok'}`;
}

/** The width of the grey still i.ytimg.com sends for an id it does not know: such a video keeps the plain panel (/video). */
export const YOUTUBE_PLACEHOLDER_WIDTH = 120;
