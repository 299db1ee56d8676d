/**
 * Packeta (Zásielkovňa), issue 30: what the shop and Packeta exchange, free of I/O, so that the adapter
 * (worker/adapters/packeta.ts), the services, the mails and the pages share one shape and one tracking link.
 *
 * Packeta's documents this follows:
 * - the pickup-point widget v6, `Packeta.Widget.pick(apiKey, callback, options)`:
 *   https://docs.packetery.com/01-pickup-point-selection/02-widget-v6.html
 * - the pickup-point feeds (branches, boxes, carriers), version 5:
 *   https://docs.packetery.com/01-pickup-point-selection/05-branch-export-v5.html
 * - the packet API (`createPacket`, `PacketAttributes`, faults):
 *   https://docs.packetery.com/03-creating-packets/06-packetery-api-reference.html
 */

/** A pickup point or box as the server found it in Packeta's feed: what the order stores and shows. */
export interface PacketaPoint {
  /** Packeta's id of the point (the packet's `addressId`), as text: '' is never an id. */
  id: string;
  name: string;
  /** Street, postcode and city on one line, as the order page, the invoice and the mails print it. */
  address: string;
  /** ISO 3166 alpha-2, upper case ('SK', 'CZ'). */
  country: string;
  /** A Z-BOX (a locker: no cash payment at the box, no help at a counter), not a point with staff. */
  isZBox: boolean;
}

/** The point object the widget hands to `callback` (the fields the shop reads; the widget sends more). */
export interface PacketaWidgetPoint {
  id: string | number;
  name: string;
  /** The widget's own one-line label (sic: Packeta's spelling). */
  formatedValue?: string;
  nameStreet?: string;
  place?: string;
  street?: string;
  city?: string;
  zip?: string;
  /** Lower case ('sk'), as the widget sends it. */
  country?: string;
  /** 'zbox' for Z-BOXes (the v6 `vendors` group), '' or absent for points with staff. */
  group?: string;
  pickupPointType?: 'internal' | 'external';
}

/** A packet the shop asks Packeta to carry, built from the stored order (worker/services/delivery/packeta-packet.ts). */
export interface PacketaPacketRequest {
  /** The order number: Packeta's `number` (1–36 letters or digits, unique per e-shop). */
  number: string;
  name: string;
  surname: string;
  email: string;
  /** '' when the order has none (Packeta needs an e-mail or a phone). */
  phone: string;
  /** The pickup point's id, or the home-delivery carrier's id (`PACKETA_HOME_CARRIERS`). */
  addressId: string;
  /** Cents: the packet's value (insurance). */
  valueCents: number;
  /** Cents to collect on delivery (0: nothing). */
  codCents: number;
  /** Grams (Packeta takes kilograms: the adapter converts). */
  weightGrams: number;
  /** Home delivery only: the address the courier brings the parcel to. */
  home?: { street: string; houseNumber: string; city: string; zip: string };
}

/** Packeta's answer to a created packet: its id and the barcode the label, tracking and the order's parcel number carry. */
export interface PacketaPacket {
  id: string;
  /** E.g. `Z1234567890`. */
  barcode: string;
}

/**
 * Packeta's own home-delivery carriers, by the shop's country code: "SK Packeta Home HD" (131) and "CZ Zásilkovna
 * domů HD" (106) of the carrier feed (`carrier.json`, see above). A home-delivery packet names the carrier as its
 * `addressId`, "as you would with a standard branch" (the feed's page).
 */
export const PACKETA_HOME_CARRIERS: Readonly<Record<string, string>> = { SK: '131', CZ: '106' };

/** Packeta's public tracking page for a barcode, in Slovak (mails and pages link it). */
export function packetaTrackingUrl(barcode: string): string {
  return `https://tracking.packeta.com/sk/?id=${encodeURIComponent(barcode.trim())}`;
}

/** Packeta's widget library when PACKETA_WIDGET_URL does not say otherwise (the v6 page above). */
export const PACKETA_WIDGET_DEFAULT_URL = 'https://widget.packeta.com/v6/www/js/library.js';

/** Why a call to Packeta did not give what was asked. */
export type PacketaFailure = 'not-configured' | 'fault' | 'unreachable';

/**
 * Thrown by the Packeta adapter: `reason` is Packeta's own words (its `<string>` and per-attribute faults), which
 * the service passes on to staff in a Slovak sentence; never the API password.
 */
export class PacketaError extends Error {
  readonly failure: PacketaFailure;
  /** Packeta's fault name (`PacketAttributesFault`, `IncorrectApiPasswordFault`…), '' when there was no answer. */
  readonly fault: string;
  readonly reason: string;
  constructor(failure: PacketaFailure, reason: string, fault = '') {
    super(`Packeta ${failure}${fault ? ` (${fault})` : ''}: ${reason}`);
    this.name = 'PacketaError';
    this.failure = failure;
    this.fault = fault;
    this.reason = reason;
  }
}

/**
 * The recipient's name as Packeta's `name` and `surname` (both required): the last word is the surname, the rest
 * the first name; one word alone serves as both (Packeta refuses an empty one).
 */
export function splitRecipientName(full: string): { name: string; surname: string } {
  const words = full.split(/\s/).filter(Boolean);
  if (words.length === 0) return { name: '', surname: '' };
  if (words.length === 1) return { name: words[0], surname: words[0] };
  return { name: words.slice(0, -1).join(' '), surname: words[words.length - 1] };
}

/**
 * A street line as Packeta's `street` and `houseNumber`: the last word when it holds a digit ('Hlavná 12',
 * 'Nám. SNP 3/A'), else the whole line is the street and the house number is ''.
 */
export function splitStreet(line: string): { street: string; houseNumber: string } {
  const words = line.split(/\s/).filter(Boolean);
  if (words.length > 1 && /\d/.test(words[words.length - 1]))
    return { street: words.slice(0, -1).join(' '), houseNumber: words[words.length - 1] };
  return { street: words.join(' '), houseNumber: '' };
}

/**
 * A phone as Packeta's `phone` takes it: digits with an optional leading '+', the spaces, dashes, slashes, dots
 * and brackets people type left out; '' when what is left is no phone number (Packeta would refuse the whole
 * packet for it, and the e-mail reaches the recipient anyway).
 */
export function packetaPhone(typed: string): string {
  const compact = typed.replace(/[\s\-/.()]/g, '');
  return /^\+?\d{9,15}$/.test(compact) ? compact : '';
}

/** A point's one-line address from its parts: 'Obchodná 1, 811 06 Bratislava' (parts left out when empty). */
export function pointAddressLine(p: { street?: string; zip?: string; city?: string }): string {
  const place = [p.zip?.trim(), p.city?.trim()].filter(Boolean).join(' ');
  return [p.street?.trim(), place].filter(Boolean).join(', ');
}

/** `GET /api/orders/:id/packeta-packet`'s answer, described with zod in order-shape.ts (types only here: no zod). */
export type { ApiPacketaPacketState } from './order-shape';

/** What staff read about Packeta packets (the endpoint's refusals and the screen's notes). */
export const PACKETA_MESSAGES = {
  notConfigured: 'Packeta nie je v obchode nastavená (chýba heslo k API Packety). Zásielku vytvorte v klientskej sekcii Packety.',
  notPacketa: 'Táto objednávka sa nedoručuje cez Packetu.',
  cancelled: 'Zrušená objednávka sa neposiela.',
  exists: (barcode: string) => `Zásielka v Packete už bola vytvorená (${barcode}).`,
  pending: 'Zásielka v Packete sa práve vytvára. Obnovte stránku o chvíľu.',
  duplicate: (barcode: string) =>
    `Packeta vytvorila zásielku ${barcode}, no objednávka už mala inú, vytvorenú medzitým. Jednu z nich zrušte v klientskej sekcii Packety.`,
  refused: (reason: string) => `Packeta zásielku neprijala: ${reason}`,
  unreachable: 'Packeta teraz neodpovedá, zásielka sa nevytvorila. Skúste to prosím o chvíľu.',
  noHomeCarrier: (country: string) => `Packeta na adresu doručuje len na Slovensko a do Česka, nie do krajiny „${country}“.`,
  created: (barcode: string) => `Zásielka v Packete je vytvorená: ${barcode}. Jej číslo je teraz číslom zásielky objednávky.`,
} as const;
