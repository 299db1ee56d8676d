import type { ApiOrderQuote } from '~/worker/domain/order-quote';
import { api } from '~/site/lib/api';
import type { quoteRequest } from './cart-sums';

/**
 * `POST /api/orders/quote` (no sign-in, nothing written): the server prices the cart for a country, delivery
 * method, payment method and code exactly as it will price the order. The checkout's steps and the cart show
 * these figures; the browser computes no postage of its own.
 */
export async function readQuote(body: ReturnType<typeof quoteRequest>, signal?: AbortSignal): Promise<ApiOrderQuote> {
  const quote = await api('POST /api/orders/quote', { body, signal });
  lastAnswer = { key: JSON.stringify(body), quote };
  return quote;
}

/**
 * The last answer, taken once by a useQuote that starts with the same question: the cart drawn before React
 * (cart-light.ts) has just asked it, so the island that takes over shows the same sums at once instead of
 * 'počítame…' and a second request.
 */
let lastAnswer: { key: string; quote: ApiOrderQuote } | null = null;

/** The last answer when it answers `key` (a JSON request), kept for the next taker. */
export const peekAnswer = (key: string): ApiOrderQuote | null => (lastAnswer?.key === key ? lastAnswer.quote : null);

/** As peekAnswer, and gone: the next question of the same words asks the server again. */
export function takeAnswer(key: string): ApiOrderQuote | null {
  if (lastAnswer?.key !== key) return null;
  const { quote } = lastAnswer;
  lastAnswer = null;
  return quote;
}
