/**
 * The headings of the order pages, shared by each page's built fallback (site/pages/shell/*.astro) and its island's
 * loading and error states, so the heading the visitor first sees stays put when the island takes over.
 */
export const ORDER_PAGE_TITLES = {
  order: 'Objednávka',
  fail: 'Platba zlyhala',
  success: 'Platba kartou',
} as const;
