/**
 * The contract between the search page's template (site/pages/shell/search.astro, pre-rendered by Astro) and the
 * server that fills it per request (worker/services/search/search-page.ts). The build writes placeholders, plain ASCII
 * words that Astro's escaping leaves as they are, and `<template data-search-part="…">` parts that the server
 * takes out of the page and uses as often as it needs (one card per result, the empty state, the error).
 */

/** Placeholders of the page itself. */
export const PAGE_SLOTS = {
  /** The title's text before ` | Prúd` (in `<title>` and `og:title`): the keyword and the page. */
  title: '__SEARCH_TITLE__',
  /** Stands for the page's own path after `/search/` in the canonical link and `og:url`. */
  path: '__SEARCH_PATH__',
  /** The keyword in the heading 'Výsledky hľadania: „…“'. */
  keyword: '__SEARCH_KEYWORD__',
  /** The count ('Nájdených 12 titulov (strana 1 z 2)') or the empty page's sentence. */
  status: '__SEARCH_STATUS__',
  /** Where the grid and pagination, the empty state or the error go. */
  results: '__SEARCH_RESULTS__',
  /** Inside the grid part: where its cards go. */
  cards: '__SEARCH_CARDS__',
  /** Inside the error part: the reason. */
  message: '__SEARCH_MESSAGE__',
} as const;

/** Placeholders of a card: ProductCard.astro draws a sample product whose text fields are these. */
export const CARD_SLOTS = {
  id: '__CARD_ID__',
  name: '__CARD_NAME__',
  author: '__CARD_AUTHOR__',
  image: '__CARD_IMAGE__',
  /** A rated card's stars, average and count (worker/domain/ratings.ts ratingView: '★★★★☆', '4,0', '1 recenzia'). */
  stars: '__CARD_STARS__',
  rating: '__CARD_RATING__',
  reviews: '__CARD_REVIEWS__',
} as const;

/**
 * The sample card's numbers: the card formats them itself (Price), so the server finds them by value. Under
 * 1000 € (no digit grouping, whose space differs between ICU versions) and unlike any other number on a card.
 */
export const CARD_SAMPLE_NUMBERS = { priceCents: 98_765, discountedPriceCents: 87_654, discount: 93 } as const;

/** What changes a card's markup besides its values. */
export interface CardVariant {
  image: boolean;
  discount: boolean;
  author: boolean;
  soldOut: boolean;
  /** Approved reviews with stars: the card shows them (issue 31); absent is none. */
  rated?: boolean;
}

/** `card-` and one letter or dash per feature, e.g. `card-id-s-` (image, discount, no author, sold out, no stars). */
export function cardPartName(v: CardVariant): string {
  return `card-${v.image ? 'i' : '-'}${v.discount ? 'd' : '-'}${v.author ? 'a' : '-'}${v.soldOut ? 's' : '-'}${v.rated ? 'r' : '-'}`;
}

/** Every combination: the template holds one card for each, so no card's markup is ever assembled by hand. */
export const CARD_VARIANTS: readonly CardVariant[] = [false, true].flatMap((image) =>
  [false, true].flatMap((discount) =>
    [false, true].flatMap((author) =>
      [false, true].flatMap((soldOut) => [false, true].map((rated) => ({ image, discount, author, soldOut, rated }))),
    ),
  ),
);

/** The other parts: the grid around the cards, the empty state, the error. */
export const SEARCH_PARTS = { grid: 'grid', empty: 'empty', error: 'error' } as const;
