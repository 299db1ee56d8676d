import { useEffect, useRef } from 'react';
import { enhanceBuyBox } from './buy-box';
import { buyBoxHtml } from './buy-box-markup';
import type { BuyBoxProduct } from './buy-box-view';

/**
 * The buy box inside a React page (the /shell/product/ page of products newer than the build): the same HTML as the
 * pre-rendered page (buy-box-markup.ts) and the same script (buy-box.ts). React never re-renders its inside: the
 * script owns it once mounted.
 */
export default function BuyBox({ product }: { product: BuyBoxProduct }) {
  const ref = useRef<HTMLDivElement>(null);
  const html = buyBoxHtml(product);
  // New markup (another product's, a price change) is enhanced again: the HTML is the trigger.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see the line above
  useEffect(() => {
    const box = ref.current?.querySelector<HTMLElement>('[data-buy-box]');
    if (box) enhanceBuyBox(box);
  }, [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the buy box is the shop's own markup, the same the page was built with
  return <div ref={ref} dangerouslySetInnerHTML={{ __html: html }} />;
}
