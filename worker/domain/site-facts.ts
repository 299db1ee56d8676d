import facts from './site-facts.json' with { type: 'json' };

/** Facts about the publisher (copied from the customer's data): one source for site, worker and seed. */
export const siteFacts = facts;

export const SHOP_CATEGORIES: { slug: string; label: string }[] = facts.eshopCategories.filter((c) => c.slug !== 'abecedný-zoznam-kníh');
export const ALPHABETICAL_SLUG = 'abecedný-zoznam-kníh';
export const AUDIO_CATEGORIES = facts.audio.categories as [string, string];
export const WORDS_OF_LIFE_TOPICS: string[] = facts.audio.subcategoriesSlovaZivota;
export const NEW_BOOK_YEARS: string[] = facts.navigation.nove.years;
