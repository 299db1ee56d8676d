import { siteFacts, NEW_BOOK_YEARS } from '~/worker/domain/site-facts';
import { categoryHref } from '~/site/lib/paths';

/** Navigation and footer data derived from worker/domain/site-facts.json (labels there, paths here). */

export interface NavLink {
  label: string;
  href: string;
}

const nav = siteFacts.navigation;

export const give2Links: NavLink[] = nav.darujte2.map((l) => ({ label: l.label, href: l.path }));

export const newBooksLinks: NavLink[] = NEW_BOOK_YEARS.map((year) => ({
  label: nav.nove.itemLabelPattern.replace('{year}', year),
  href: nav.nove.pathPattern.replace('{year}', year),
}));

export const podcastLinks: NavLink[] = nav.podcast.map((l) => ({ label: l.label, href: l.path }));

/** All 15 e-shop entries, the alphabetical list first (as the former shop listed them). */
export const eshopLinks: NavLink[] = siteFacts.eshopCategories.map((c) => ({ label: c.label, href: categoryHref(c.slug) }));

export const infoLinks: NavLink[] = nav.info.map((l) => ({ label: l.label, href: l.path }));

export const videoLink: NavLink = { label: nav.video.label, href: nav.video.path };
export const libraryLink: NavLink = { label: nav.library.label, href: nav.library.path };
export const contactLink: NavLink = { label: nav.contact.label, href: nav.contact.path };

export const facebookUrl = siteFacts.site.facebook;
export const shopEmail = siteFacts.organization.shopEmail;
const shopPhone = siteFacts.organization.shopPhone;

/** Footer groups: headings and labels from site-facts `footerLinks`, targets as the shop routes them. */
const footerTargets: Record<string, string> = {
  'O nás': '/about',
  'Kontaktujte nás': '/contact',
  GDPR: '/safety-privacy',
  'Obchodné podmienky': '/trade-rules',
  Objednávky: '/login?redirect=/profile',
  'Zabudnuté heslo': '/forgot-password',
  [shopEmail]: `mailto:${shopEmail}`,
  [shopPhone]: `tel:${shopPhone.replace(/\s+/g, '')}`,
};

/** Links this shop adds to a facts' group: the integrators' page (issue 32), where the former shop had none. */
const API_DOCS_LINK: NavLink = { label: 'API pre vývojárov', href: '/api-docs' };
const footerExtras: Record<string, NavLink[]> = { Informácie: [API_DOCS_LINK] };

export const footerGroups: { heading: string; links: NavLink[] }[] = Object.entries(siteFacts.site.footerLinks).map(
  ([heading, labels]) => ({
    heading,
    links: [
      ...labels.map((label) => {
        const href = footerTargets[label];
        if (!href) throw new Error(`Footer label without a target: ${label}`);
        return { label, href };
      }),
      ...(footerExtras[heading] ?? []),
    ],
  }),
);

/** The copyright line split around {YEAR} so the year can be refreshed in the browser. */
export const [copyrightBefore, copyrightAfter = ''] = siteFacts.site.footerCopyright.split('{YEAR}');

export const SITE_NAME = siteFacts.site.name;
export const SHORT_NAME = siteFacts.site.shortName;
export const TAGLINE = siteFacts.site.tagline;
export const DEFAULT_TITLE = siteFacts.site.defaultMetaTitle;
export const DEFAULT_DESCRIPTION =
  'Prúd – vydavateľstvo kresťanskej literatúry. Knihy Watchmana Neeho a Witnessa Leeho, brožúry a výklad Biblie v slovenčine a češtine.';
export const DEFAULT_KEYWORDS =
  'kresťanské knihy, kresťanská literatúra, Biblia, Watchman Nee, Witness Lee, Prúd života, eshop, vydavateľstvo';
