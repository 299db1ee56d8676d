/**
 * The checks with the server's schemas (./account-checks.ts, with zod), loaded at a form's first submit; null when
 * they cannot load (offline, or a page older than a deploy): the form then checks only the repetition, and the
 * server's 400 marks the rest. A module of its own: account-checks.ts imports the marks, so the marks cannot
 * import it back, even lazily (one direction, no cycle).
 */
export const loadChecks = () => import('./account-checks').catch(() => null);
