/**
 * Writing XML by hand for the product feeds (site/build/feeds.ts): the feeds are flat lists of elements, so a
 * builder library would add a dependency for what these few lines do. Every text goes through `xmlText`.
 */

// XML 1.0 allows tab, newline and carriage return among the C0 controls and nothing else; a stray control character
// typed into a description (pasted from a word processor) would make the whole feed unreadable to its consumer.
// biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters: the feed removes them
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text as element content or an attribute value: `&`, `<`, `>`, quotes escaped, characters XML forbids dropped. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML_CHAR, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `<NAME>text</NAME>`, or nothing when the value is null or empty (optional elements are left out, not empty). */
export function element(name: string, value: string | null | undefined): string {
  return value ? `<${name}>${xmlText(value)}</${name}>` : '';
}

/** An element holding other elements (already XML), left out when it holds none. */
export function group(name: string, children: readonly string[]): string {
  const inner = children.join('');
  return inner ? `<${name}>${inner}</${name}>` : '';
}

/** The XML declaration every feed starts with: UTF-8, as both formats ask. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>\n';
