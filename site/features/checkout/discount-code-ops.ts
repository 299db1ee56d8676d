import { formatEuros } from '~/worker/domain/money';

/** The words of the discount-code field (DiscountCodeField.tsx), in the cart and on the last step. */
export const CODE_FIELD_TEXT = {
  label: 'Zľavový kód',
  apply: 'Použiť',
  empty: 'Napíšte zľavový kód.',
} as const;

/** 'Zľavový kód JAR-2026: −4,10 €' once the server priced it; just the code while it is being asked. */
export function codeAppliedText(code: string, discountEuros: number | null): string {
  return discountEuros === null ? `Zľavový kód ${code}` : `Zľavový kód ${code}: −${formatEuros(discountEuros)}`;
}
