import { LIST_PARTS, LIST_SLOTS } from '../domain/list-page-slots';
import { controlsHtml } from './list-controls-html';
import { CARD_VARIANTS, PAGE_SLOTS, SEARCH_PARTS, cardPartName } from '../domain/search-page-slots';
import { sampleCard } from './search-template';

/**
 * A stand-in for the list shell Astro builds (site/pages/shell/list.astro, issue 31). The real build is filled in
 * tests/e2e/sorting.spec.ts.
 */
export function listTemplateHtml(): string {
  const part = (name: string, body: string) => `<template data-search-part="${name}">${body}</template>`;
  const { title, path, heading, status, results, name, message } = LIST_SLOTS;
  return [
    '<!DOCTYPE html><html lang="sk"><head>',
    `<title>${title} | Prúd</title><meta property="og:title" content="${title} | Prúd">`,
    `<link rel="canonical" href="https://prud.sk/${path}"></head><body>`,
    '<header><form class="search-form" id="header-search" role="search" action="/search" method="get" data-search-form>',
    '<input id="hladat" name="keyword" type="search" value autocomplete="off"></form></header>',
    `<main><section class="catalog" aria-labelledby="zoznam-nadpis">${heading}${controlsHtml('catalogue')}`,
    `<p class="search-count" role="status">${status}</p>${results}</section>`,
    part(LIST_PARTS.category, `<h1 id="zoznam-nadpis">Eshop <span class="h1-sub">${name}</span></h1>`),
    part(LIST_PARTS.year, `<h1 id="zoznam-nadpis">${name}</h1>`),
    part(SEARCH_PARTS.grid, `<ul class="product-grid">${PAGE_SLOTS.cards}</ul>`),
    ...CARD_VARIANTS.map((v) => part(cardPartName(v), sampleCard(v))),
    part(
      LIST_PARTS.empty,
      `<div class="empty-state"><p><strong>Zvoleným filtrom nezodpovedá žiadny titul.</strong></p><p><a href="/${path}">Zobraziť všetky tituly</a></p></div>`,
    ),
    part(LIST_PARTS.error, `<div class="notice notice-error" role="alert">Zoznam sa nepodarilo zobraziť. ${message}</div>`),
    '</main></body></html>',
  ].join('');
}
