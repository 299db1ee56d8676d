import { siteFacts } from '~/worker/domain/site-facts';
import { apiUnitPrice } from '~/worker/domain/pricing';
import { productHref } from '~/site/lib/paths';
import { STARS_MAX, STARS_MIN, hasStars, summaryOf, tallyOf } from '~/worker/domain/ratings';

/** Structured data (schema.org JSON-LD) builders shared by every page that describes something. */

export function organizationLd(site: URL) {
  const org = siteFacts.organization;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteFacts.site.name,
    legalName: `${org.legalName}, ${org.legalForm}`,
    url: site.origin,
    email: org.shopEmail,
    telephone: org.shopPhone,
    taxID: org.dic,
    identifier: org.ico,
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Špieszova 5',
      postalCode: '841 04',
      addressLocality: 'Bratislava',
      addressCountry: 'SK',
    },
    sameAs: [siteFacts.site.facebook],
  };
}

/** Breadcrumbs as [label, path] pairs from the home page down. */
export function breadcrumbLd(site: URL, crumbs: [label: string, path: string][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(([name, path], i) => ({ '@type': 'ListItem', position: i + 1, name, item: new URL(path, site).href })),
  };
}

/** What the JSON-LD takes of a review (an ApiReview's fields). */
interface LdReview {
  name: string;
  rating: number;
  comment: string;
  createdAt: string;
  isAcknowledged: boolean;
}

const ratingScale = { bestRating: STARS_MAX, worstRating: STARS_MIN };

/**
 * Issue 31: `aggregateRating` and `review` from the approved reviews that have stars (Google takes neither a
 * rating without a value nor a review without its rating, so a product without stars gets neither). ratingCount
 * counts the stars given, reviewCount every approved review, as `numReviews` does.
 */
export function ratingLd(reviews: readonly LdReview[]) {
  const approved = reviews.filter((r) => r.isAcknowledged);
  const summary = summaryOf(tallyOf(approved.map((r) => r.rating)));
  if (summary.ratingCount === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.rating,
      ratingCount: summary.ratingCount,
      reviewCount: summary.numReviews,
      ...ratingScale,
    },
    review: approved
      .filter((r) => hasStars(r.rating))
      .map((r) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: r.name },
        datePublished: r.createdAt.slice(0, 10),
        reviewBody: r.comment,
        reviewRating: { '@type': 'Rating', ratingValue: r.rating, ...ratingScale },
      })),
  };
}

/** A book in the shop: schema.org Book that is also a Product, with its offer in euros and its readers' stars. */
export function productLd(
  site: URL,
  p: {
    _id: string;
    name: string;
    author: string;
    description: string;
    image: string;
    isbn: string;
    pages: number | null;
    language: string;
    price: number;
    discount: number;
    discountedPrice: number;
    countInStock: number;
    reviews?: readonly LdReview[];
  },
) {
  const url = new URL(productHref(p._id), site).href;
  const price = apiUnitPrice(p);
  return {
    '@context': 'https://schema.org',
    '@type': ['Book', 'Product'],
    '@id': url,
    url,
    name: p.name,
    ...(p.author ? { author: { '@type': 'Person', name: p.author } } : {}),
    ...(p.description ? { description: p.description } : {}),
    ...(p.image ? { image: new URL(p.image, site).href } : {}),
    ...(p.isbn ? { isbn: p.isbn } : {}),
    ...(p.pages ? { numberOfPages: p.pages } : {}),
    inLanguage: p.language === 'CZ' ? 'cs' : 'sk',
    publisher: { '@type': 'Organization', name: siteFacts.site.name },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'EUR',
      price: price.toFixed(2),
      availability: p.countInStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: siteFacts.site.name },
    },
    ...ratingLd(p.reviews ?? []),
  };
}
