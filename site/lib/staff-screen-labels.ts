import { STAFF_SCREENS } from './staff-screens';

/**
 * The staff screens' names in the menus (the header's Admin menu, the admin frame's: site/components/Header.astro,
 * site/features/admin/StaffLinks.astro). Build time only: the pages carry the menus in their HTML, and the browser's
 * scripts need just the addresses and roles (./staff-screens.ts), so every page's JavaScript stays without them.
 */
export const STAFF_LABELS: Readonly<Record<string, string>> = {
  '/admin': 'Prehľad',
  '/admin/userlist': 'Používatelia',
  '/admin/productlist': 'Produkty',
  '/create-discount': 'Zľavová akcia',
  '/admin/orderlist': 'Objednávky',
  '/admin/discount-codes': 'Zľavové kódy',
  '/admin/delivery': 'Doprava a poštovné',
  '/admin/audio': 'Audio',
  '/admin/video': 'Video',
  '/admin/banner': 'Bannery',
  '/admin/reviews': 'Recenzie',
  '/admin/subscribers': 'Odberatelia noviniek',
  '/admin/outbox': 'Odchádzajúce e-maily',
};

export interface MenuLink {
  label: string;
  href: string;
}

/** Every staff screen as a menu link, in menu order. */
export const STAFF_LINKS: readonly MenuLink[] = STAFF_SCREENS.map(({ href }) => ({ href, label: STAFF_LABELS[href] ?? href }));
