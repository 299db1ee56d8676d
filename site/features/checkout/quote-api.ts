import { useEffect, useState } from 'react';
import type { ApiOrderQuote } from '~/worker/domain/order-quote';
import { api } from '~/site/lib/api';
import type { quoteRequest } from './delivery-ops';

/**
 * `POST /api/orders/quote` (no sign-in, nothing written): the server prices the cart for a country, delivery
 * method, payment method and code exactly as it will price the order. The checkout's steps and the cart show
 * these figures; the browser computes no postage of its own.
 */
export const readQuote = (body: ReturnType<typeof quoteRequest>, signal?: AbortSignal) => api('POST /api/orders/quote', { body, signal });

export interface QuoteState {
  quote: ApiOrderQuote | null;
  /** The request the quote answers (the country as it was typed when asked), so a stale one is recognised. */
  askedFor: string;
  error: string;
  loading: boolean;
}

/**
 * The quote for the cart and what is chosen so far, asked again (after `delayMs`: the country is typed) whenever
 * one of them changes; a newer question aborts the older one, so a late answer never replaces a fresher one.
 * `enabled` false (the guard has not let the buyer in, or there is no country yet) asks nothing.
 */
export function useQuote(body: ReturnType<typeof quoteRequest>, enabled = true, delayMs = 0): QuoteState {
  const key = JSON.stringify(body);
  const [state, setState] = useState<QuoteState>({ quote: null, askedFor: '', error: '', loading: enabled });
  useEffect(() => {
    if (!enabled) return;
    const ctl = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      readQuote(JSON.parse(key), ctl.signal)
        .then((quote) => setState({ quote, askedFor: key, error: '', loading: false }))
        .catch((err: Error) => {
          if (err?.name === 'AbortError' || ctl.signal.aborted) return;
          setState((s) => ({ ...s, error: err.message, loading: false }));
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [key, enabled, delayMs]);
  return state;
}
