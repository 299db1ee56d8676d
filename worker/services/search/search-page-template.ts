import { CARD_SAMPLE_NUMBERS, CARD_VARIANTS, PAGE_SLOTS, SEARCH_PARTS, cardPartName } from '../../domain/search-page-slots';

/**
 * The pre-rendered search page (site/pages/shell/search.astro) taken apart once: the page with its placeholders,
 * and its `<template data-search-part>` parts, removed from the page, to be used per result. Filling is plain
 * string replacement in one pass per piece (so a value that looks like a placeholder stays text), with every
 * value escaped by the caller.
 */
export interface SearchTemplate {
  /** The page without its parts; the header's search box carries the keyword placeholder as its value. */
  page: string;
  parts: ReadonlyMap<string, string>;
  /** The sample card's list price, price after discount and discount as the build wrote them. */
  sample: { price: string; now: string; discount: string };
}

const PART = /<template\b[^>]*?\bdata-search-part="([^"]+)"[^>]*>([\s\S]*?)<\/template>/g;
/** The header's search field (site/components/SearchForm.astro). */
const KEYWORD_INPUT = /<input\b[^>]*?\bname="keyword"[^>]*>/g;

/** `98765` cents → the build's `987,65 €`: found by its digits, as the space before `€` depends on the ICU. */
function formattedSample(html: string, cents: number): string {
  const digits = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
  const found = new RegExp(`${digits}[^<€]{0,8}€`).exec(html);
  if (!found) throw new Error(`search page template: the sample price ${digits} is missing`);
  return found[0];
}

/** The search field with the keyword as its value (whatever value the build gave it). */
function withKeywordValue(input: string): string {
  const bare = input.replace(/\svalue(="[^"]*")?(?=[\s/>])/, '');
  return bare.replace(/\s*\/?>$/, (end) => ` value="${PAGE_SLOTS.keyword}"${end}`);
}

/**
 * The header's search button (Header.astro) expanded and the form it controls open, as site/lib/header.ts leaves
 * them on the results: drawn so from the first paint, the header does not grow (and push the page) when it runs.
 */
function withSearchOpen(page: string): string {
  const toggle = /<button\b[^>]*\bdata-search-toggle\b[^>]*>/.exec(page)?.[0];
  const formId = toggle && /\baria-controls="([^"]+)"/.exec(toggle)?.[1];
  if (!toggle || !formId) return page;
  const form = new RegExp(`<form\\b[^>]*\\bid="${formId.replace(/[^\w-]/g, '')}"[^>]*>`);
  return page
    .replace(toggle, toggle.replace('aria-expanded="false"', 'aria-expanded="true"'))
    .replace(form, (tag) => tag.replace(/\bclass="([^"]*)"/, (_, names: string) => `class="${names} is-open"`));
}

/**
 * A pre-rendered page taken apart: the page without its parts, and the parts by name, with the sample card's
 * numbers. Throws, naming the `what` page, when one of the `parts` (besides the grid and the cards) or `slots` is
 * missing. The search page and the sorted lists' page (list-page.ts parseListTemplate) are read so.
 */
export function takeTemplateApart(
  html: string,
  what: string,
  needed: { parts: readonly string[]; slots: readonly string[] },
): SearchTemplate {
  const parts = new Map<string, string>();
  const page = html.replace(PART, (_, name: string, body: string) => {
    parts.set(name, body.trim());
    return '';
  });
  const missing = [...new Set([...needed.parts, SEARCH_PARTS.grid, ...CARD_VARIANTS.map(cardPartName)])].filter((name) => !parts.has(name));
  if (missing.length) throw new Error(`${what} template: parts missing: ${missing.join(', ')}`);
  for (const slot of needed.slots) {
    if (!page.includes(slot)) throw new Error(`${what} template: ${slot} missing`);
  }
  const discounted = parts.get(cardPartName({ image: true, discount: true, author: true, soldOut: false }))!;
  return {
    page,
    parts,
    sample: {
      price: formattedSample(discounted, CARD_SAMPLE_NUMBERS.priceCents),
      now: formattedSample(discounted, CARD_SAMPLE_NUMBERS.discountedPriceCents),
      discount: `${CARD_SAMPLE_NUMBERS.discount}%`,
    },
  };
}

/** Takes the pre-rendered search page apart; throws when a part or placeholder the filling needs is missing. */
export function parseSearchTemplate(html: string): SearchTemplate {
  const slots = [PAGE_SLOTS.results, PAGE_SLOTS.keyword, PAGE_SLOTS.status, PAGE_SLOTS.title];
  const t = takeTemplateApart(html, 'search page', { parts: Object.values(SEARCH_PARTS), slots });
  return { ...t, page: withSearchOpen(t.page).replace(KEYWORD_INPUT, withKeywordValue) };
}

const regexCache = new Map<string, RegExp>();

/** Replaces every key of `values` found in `html` by its value, in one pass: inserted text is never scanned again. */
export function fillSlots(html: string, values: Readonly<Record<string, string>>): string {
  const keys = Object.keys(values);
  if (!keys.length) return html;
  const id = keys.join('\u0000');
  let pattern = regexCache.get(id);
  if (!pattern) {
    pattern = new RegExp(keys.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
    // A handful of key sets exist (page, grid, each card shape): the cache stays small.
    regexCache.set(id, pattern);
  }
  return html.replace(pattern, (m) => values[m]!);
}

/** A part by name (parseSearchTemplate has checked that every part is there). */
export function partOf(t: SearchTemplate, name: string): string {
  return t.parts.get(name) ?? '';
}
