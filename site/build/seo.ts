import { siteFacts } from '~/worker/domain/site-facts';
import { apiUnitPrice } from '~/worker/domain/pricing';
import { productHref } from '~/site/lib/paths';

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
    address: { '@type': 'PostalAddress', streetAddress: 'Špieszova 5', postalCode: '841 04', addressLocality: 'Bratislava', addressCountry: 'SK' },
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

/** A book in the shop: schema.org Book that is also a Product, with its offer in euros. */
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
  };
}
