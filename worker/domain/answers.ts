/**
 * Answers many endpoints share, typed once for the islands' API calls (site/features/<area>/*-api.ts) so that no
 * call site writes an answer's shape by hand. Resource answers live with their resource (product-shape.ts,
 * user-shape.ts, engagement.ts, …).
 */

/** A write's outcome: the Slovak sentence the screen shows (green on success). */
export interface MessageAnswer {
  message: string;
}
