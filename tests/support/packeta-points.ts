/**
 * The pickup points the Packeta stand-in knows (tests/support/packeta-stand-in.ts): as its feeds list them
 * (Packeta's branch export v5: strings, lower-case country, `status.statusId` '1' in operation; boxes with
 * `type`) and as its widget hands them to `callback` (the v6 widget's point object). One list, so the widget
 * offers exactly what the server's point check then accepts.
 */

export interface StandInPoint {
  id: string;
  name: string;
  place: string;
  street: string;
  city: string;
  zip: string;
  /** Lower case, as Packeta's feeds and widget speak it. */
  country: 'sk' | 'cz';
  currency: 'EUR' | 'CZK';
  /** 'zbox' for a Z-BOX (the box feed), '' for a point with staff (the branch feed). */
  group: '' | 'zbox';
  /** Packeta's `status.statusId`: '1' in operation; anything else is listed but closed. */
  statusId: '1' | '2';
  /** Offered in the widget (a closed point is not). */
  inWidget: boolean;
}

export const STAND_IN_POINTS: readonly StandInPoint[] = [
  {
    id: '10001',
    name: 'Bratislava, Obchodná 1',
    place: 'Kníhkupectvo Pod Hradom',
    street: 'Obchodná 1',
    city: 'Bratislava',
    zip: '811 06',
    country: 'sk',
    currency: 'EUR',
    group: '',
    statusId: '1',
    inWidget: true,
  },
  {
    id: '20002',
    name: 'Z-BOX Bratislava, Karadžičova 8',
    place: 'Z-BOX',
    street: 'Karadžičova 8',
    city: 'Bratislava',
    zip: '821 08',
    country: 'sk',
    currency: 'EUR',
    group: 'zbox',
    statusId: '1',
    inWidget: true,
  },
  {
    id: '30003',
    name: 'Praha 1, Národní 10',
    place: 'Trafika Národní',
    street: 'Národní 10',
    city: 'Praha',
    zip: '110 00',
    country: 'cz',
    currency: 'CZK',
    group: '',
    statusId: '1',
    inWidget: true,
  },
  {
    // Closed: listed in the feed with another status, never offered. The server's check must refuse it.
    id: '40004',
    name: 'Košice, Hlavná 5',
    place: 'Papiernictvo Hlavná',
    street: 'Hlavná 5',
    city: 'Košice',
    zip: '040 01',
    country: 'sk',
    currency: 'EUR',
    group: '',
    statusId: '2',
    inWidget: false,
  },
];

/** An entry of the branch or box feed (v5). */
export function feedEntry(p: StandInPoint) {
  return {
    id: p.id,
    name: p.name,
    special: '',
    place: p.place,
    street: p.street,
    city: p.city,
    zip: p.zip,
    country: p.country,
    currency: p.currency,
    status: { statusId: p.statusId, description: p.statusId === '1' ? 'V prevádzke' : 'Dočasne zatvorené' },
    displayFrontend: p.statusId === '1' ? '1' : '0',
    ...(p.group === 'zbox' ? { type: 'zbox' } : {}),
  };
}

/** The object the v6 widget passes to `callback` for this point (the fields Packeta's manual lists that matter here). */
export function widgetPoint(p: StandInPoint) {
  return {
    id: p.id,
    name: p.name,
    nameStreet: `${p.place}, ${p.street}`,
    place: p.place,
    street: p.street,
    city: p.city,
    zip: p.zip,
    country: p.country,
    currency: p.currency,
    formatedValue: `${p.name}, ${p.zip} ${p.city}`,
    pickupPointType: 'internal',
    group: p.group,
    carrierId: null,
    carrierPickupPointId: null,
    error: null,
    warning: null,
  };
}

/** Packeta's own home-delivery carriers the stand-in accepts as `addressId` (worker/domain/packeta.ts). */
export const STAND_IN_HOME_CARRIERS = { '131': 'sk', '106': 'cz' } as const;
