/** The words of the discount-code field (DiscountCodeField.tsx), in the cart and on the last step. */
export const CODE_FIELD_TEXT = {
  label: 'Zľavový kód',
  apply: 'Použiť',
  empty: 'Napíšte zľavový kód.',
} as const;

/**
 * 'Zľavový kód JAR-2026 je uplatnený.' beside 'Odstrániť': what it takes off is the summary's own line above
 * (from the same quote), so it is not said twice.
 */
export function codeAppliedText(code: string): string {
  return `Zľavový kód ${code} je uplatnený.`;
}
