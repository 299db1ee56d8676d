/**
 * A DOM element for the pages' script-drawn parts (the profile's orders, the cart before React): attributes as
 * given, children appended, text always as text, never as markup.
 */
export function el(tag: string, attrs: Record<string, string> = {}, ...kids: (Node | string | null | false)[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  // appendChild, not append: the worker's types (also in this project) give `append` another signature.
  for (const kid of kids) if (kid) node.appendChild(typeof kid === 'string' ? document.createTextNode(kid) : kid);
  return node;
}
