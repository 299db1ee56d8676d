import { useEffect, useState } from 'react';
import type { ApiOrderQuote } from '~/worker/domain/order-quote';
import { peekAnswer, readQuote, takeAnswer } from './quote-read';
import type { quoteRequest } from './cart-sums';

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
  // Mounted right after the cart's script asked the same question: its answer is shown from the first render.
  const [state, setState] = useState<QuoteState>(() => {
    const answered = peekAnswer(key);
    return { quote: answered, askedFor: answered ? key : '', error: '', loading: enabled && !answered };
  });
  useEffect(() => {
    if (!enabled) return;
    const answered = takeAnswer(key);
    if (answered) {
      setState({ quote: answered, askedFor: key, error: '', loading: false });
      return;
    }
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
