/** The orders API's Slovak messages (worker/domain/orders.ts re-exports them). */

export const ORDER_MESSAGES = {
  empty: 'Objednávka neobsahuje žiadne produkty',
  cartEmpty: 'Váš košík je prázdny',
  countryMissing: 'Uveďte prosím štát',
  paymentMissing: 'Vyberte prosím spôsob platby',
  consentsMissing: 'Potvrďte súhlas nižšie',
  paymentNotAllowedAbroad: 'Do zahraničia je možná len platba prevodom vopred.',
  paymentNotAllowedForPickup: 'Pri osobnom prevzatí zaplatíte v hotovosti alebo prevodom vopred.',
  unknownPaymentMethod: 'Neznámy spôsob platby. Vyberte Prevodom vopred, Hotovosť alebo Stripe.',
  unknownProduct: (id: number) => `Produkt s ID ${id} v ponuke nie je.`,
  badQty: 'Počet kusov musí byť celé číslo od 1.',
  overStock: (name: string, left: number) =>
    left > 0
      ? `Titulu „${name}“ máme na sklade už len ${left} ks. Upravte prosím počet v košíku.`
      : `Titul „${name}“ je medzitým vypredaný. Odstráňte ho prosím z košíka.`,
  duplicateLine: 'Každý titul môže byť v objednávke len raz.',
  notFound: 'Objednávka sa nenašla.',
  forbidden: 'Túto objednávku nemôžete zobraziť.',
  paid: 'Objednávka označená ako zaplatená.',
  delivered: 'Objednávka označená ako odoslaná.',
  cancelled: 'Objednávka bola zrušená.',
  alreadyCancelled: 'Objednávka už je zrušená.',
  sentNoCancel: 'Odoslanú objednávku už nemožno zrušiť.',
  cancelledNoChange: 'Zrušenú objednávku už nemožno meniť.',
  alreadyPaid: 'Objednávka už je zaplatená.',
  confirmationSent: 'Potvrdzujúci e-mail s faktúrou odoslaný',
  confirmationFailed: 'E-mail sa nepodarilo odoslať. Skúste to prosím o chvíľu znova.',
  /** A resend while the confirmation is being sent (by the order's own send or the scheduled job): no second copy. */
  confirmationOnItsWay: 'Potvrdzujúci e-mail s faktúrou sa práve odosiela.',
  notCardOrder: 'Táto objednávka sa neplatí kartou.',
  paymentFailedNoted: 'Zlyhanie platby sme zaznamenali.',
} as const;
