import { formatEur } from '../domain/money';
import { controlsHtml } from './list-controls-html';
import {
  CARD_SAMPLE_NUMBERS,
  CARD_SLOTS,
  CARD_VARIANTS,
  PAGE_SLOTS,
  SEARCH_PARTS,
  cardPartName,
  type CardVariant,
} from '../domain/search-page-slots';

/**
 * A stand-in for the built search page (site/pages/shell/search.astro) in the shape Astro writes it: placeholders,
 * the header's search field, and the parts, each card as ProductCard.astro draws the sample of its shape. The real
 * build is filled in the Playwright specs (tests/e2e/search*.spec.ts).
 */
export function sampleCard(v: CardVariant): string {
  const { id, name, author, image, stars, rating, reviews } = CARD_SLOTS;
  const { priceCents, discountedPriceCents, discount } = CARD_SAMPLE_NUMBERS;
  const cover = v.image
    ? `<img src="${image}" alt="${name}" width="274" height="379" loading="lazy" decoding="async">`
    : `<span class="product-image-empty">${name}</span>`;
  const price = v.discount
    ? `<del><span class="sr-only">Pôvodná cena </span>${formatEur(priceCents)}</del> <strong class="price-now"><span class="sr-only">Cena po zľave </span>${formatEur(discountedPriceCents)}</strong>`
    : `<strong class="price-now">${formatEur(priceCents)}</strong>`;
  return [
    `<li> <article class="product-card"><div class="product-media"><a class="product-image" href="/product/${id}">${cover}</a>`,
    v.discount ? `<span class="discount-badge">Zľava ${discount}%</span>` : '',
    `</div><div class="product-body"><h2 class="product-name"><a href="/product/${id}">${name}</a></h2>`,
    v.author ? `<p class="product-author">${author}</p>` : '',
    v.rated
      ? `<p class="product-rating"><span class="rating-stars" aria-hidden="true">${stars}</span> <span class="sr-only">Hodnotenie </span>${rating}<span class="sr-only"> z 5,</span> <span class="rating-count"><span aria-hidden="true">(</span>${reviews}<span aria-hidden="true">)</span></span></p>`
      : '',
    v.soldOut ? '<p class="product-stock" data-stock>Vypredané</p>' : '',
    `<p class="product-price" data-price>${price}</p></div></article> </li>`,
  ].join('');
}

export function searchTemplateHtml(): string {
  const part = (name: string, body: string) => `<template data-search-part="${name}">${body}</template>`;
  return [
    '<!DOCTYPE html><html lang="sk"><head>',
    `<title>Hľadanie: ${PAGE_SLOTS.title} | Prúd</title><meta property="og:title" content="Hľadanie: ${PAGE_SLOTS.title} | Prúd">`,
    `<link rel="canonical" href="https://prud.sk/search/${PAGE_SLOTS.path}"></head><body>`,
    '<header><button type="button" class="search-toggle" aria-expanded="false" aria-controls="header-search" data-search-toggle>Hľadať</button>',
    '<form class="search-form" id="header-search" role="search" action="/search" method="get" data-search-form>',
    '<input id="hladat" name="keyword" type="search" placeholder="Zadajte text..." value autocomplete="off"></form></header>',
    '<main><section class="catalog search-results">',
    `<h1 id="hladanie">Výsledky hľadania: „${PAGE_SLOTS.keyword}“</h1>${controlsHtml('search')}<p class="search-count" role="status">${PAGE_SLOTS.status}</p>`,
    `${PAGE_SLOTS.results}<p class="back-row"><a class="btn btn-outline" href="/">Naspäť</a></p></section>`,
    part(SEARCH_PARTS.grid, `<ul class="product-grid">${PAGE_SLOTS.cards}</ul>`),
    ...CARD_VARIANTS.map((v) => part(cardPartName(v), sampleCard(v))),
    part(
      SEARCH_PARTS.empty,
      '<div class="empty-state"><p><strong>Nenašli sme žiadne knihy, ktoré by zodpovedali vášmu hľadaniu.</strong></p></div>',
    ),
    part(SEARCH_PARTS.error, `<div class="notice notice-error" role="alert">Vyhľadávanie sa nepodarilo. ${PAGE_SLOTS.message}</div>`),
    '</main></body></html>',
  ].join('');
}
