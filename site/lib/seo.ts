import { siteFacts } from '../../worker/domain/site-facts';

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
