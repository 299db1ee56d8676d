/**
 * Ids in API answers are strings (spec section 3's `_id`; the original shop's clients compare them with route
 * parameters, which are text). Inside the server, ids stay the database's integers: every response shaper turns
 * them into text here, and every path parameter or body id is read back with `idSchema` (pagination.ts).
 */
export type ApiId = string;

export function apiId(id: number): ApiId {
  return String(id);
}

/** A reference that may be gone (a deleted product on an old order, a deleted account): null stays null. */
export function apiIdOrNull(id: number | null): ApiId | null {
  return id === null ? null : String(id);
}
