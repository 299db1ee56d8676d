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

/** Node kinds that can be updated in place of one another: texts, or elements of one tag. */
function sameKind(a: Node, b: Node): boolean {
  if (a.nodeType !== b.nodeType) return false;
  return a.nodeType !== 1 || (a as Element).tagName === (b as Element).tagName;
}

function syncAttributes(target: Element, next: Element): void {
  for (const { name } of [...target.attributes]) if (!next.hasAttribute(name)) target.removeAttribute(name);
  for (const { name, value } of [...next.attributes]) if (target.getAttribute(name) !== value) target.setAttribute(name, value);
  // A choice is a property, not an attribute; a field's typed value is the reader's and stays.
  if (target instanceof HTMLOptionElement) target.selected = (next as HTMLOptionElement).selected;
}

/**
 * Makes `target`'s children what `next`'s are, keeping every node that stays the same kind in the same place:
 * a redraw then moves nothing under the reader (focus, a field's text, a link a finger or a test is on).
 */
export function morphChildren(target: Element, next: Element): void {
  const want = [...next.childNodes];
  const have = [...target.childNodes];
  want.forEach((node, i) => {
    const old = have[i];
    if (!old) target.appendChild(node);
    else if (!sameKind(old, node)) target.replaceChild(node, old);
    else if (node.nodeType === 1) {
      syncAttributes(old as Element, node as Element);
      morphChildren(old as Element, node as Element);
      // The choice of a list, once its options are what they should be.
      if (old instanceof HTMLSelectElement) old.value = (node as HTMLSelectElement).value;
    } else if (old.textContent !== node.textContent) old.textContent = node.textContent;
  });
  for (const extra of have.slice(want.length)) extra.remove();
}
