import type { SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  codeById,
  codeForBuyer,
  codeLimitReached,
  deleteOrDeactivateCode,
  insertCode,
  insertCodeUse,
  isCodeTaken,
  listCodes,
  updateCode,
} from '~/db/queries/orders/discount-codes';
import type { AppDeps } from '../../deps';
import {
  CODE_MESSAGES,
  codeRefusal,
  codeTerms,
  normalizeCode,
  toApiDiscountCode,
  type ApiDiscountCode,
  type DiscountCodeWrite,
} from '../../domain/discount-codes';
import { conflict, invalid, notFound } from '../../domain/errors';
import type { CodeTerms } from '../../domain/pricing';

/**
 * Discount codes (issue 30 item 4): staff's list and writes, and the buyer's side: the quote and the order resolve
 * the code typed (`resolveCode`) before pricing, and the order's placement batch carries its use (`codeUseStatements`),
 * which the database refuses at a limit however many orders arrive at once (`codeLimitRefusal` names why).
 */

/** A code that may price this order: its id (for the use row), its text in capitals and its terms. */
export interface ResolvedCode {
  id: number;
  code: string;
  terms: CodeTerms;
}

/**
 * The code the buyer typed, checked for this order now: null when nothing was typed; else the code, or `invalid`
 * with the Slovak reason (unknown, switched off, not yet or no longer valid, used up, used by this e-mail, below
 * the minimum). `itemsCents`: the items at each product's own or sale price. `email`: the buyer's, for the
 * per-customer limit (the quote has none yet: that limit is then checked when the order is placed).
 */
export async function resolveCode(deps: AppDeps, text: string, o: { itemsCents: number; email?: string }): Promise<ResolvedCode | null> {
  if (!text.trim()) return null;
  // Any text is only looked up (a parameter of the query): what is no code is simply not found.
  const row = await codeForBuyer(deps.db, normalizeCode(text), (o.email ?? '').toLowerCase());
  if (!row) throw invalid(CODE_MESSAGES.wrong);
  const refusal = codeRefusal(row, {
    now: deps.now(),
    itemsCents: o.itemsCents,
    usesInAll: row.uses,
    usesByCustomer: o.email ? row.usesByCustomer : 0,
  });
  if (refusal) throw invalid(refusal);
  return { id: row.id, code: row.code, terms: codeTerms(row) };
}

/**
 * The quote's resolver (order-quote.ts `CodeResolver`): the code for these items, no buyer known yet; the quote
 * asks only when a code was typed.
 */
export function quoteCodeResolver(deps: AppDeps) {
  return async (text: string, itemsCents: number): Promise<ResolvedCode> => {
    const code = await resolveCode(deps, text, { itemsCents });
    if (!code) throw invalid(CODE_MESSAGES.wrong);
    return code;
  };
}

/**
 * What the order's placement batch adds after the order row (order-write.ts `after`): the code's use, found by
 * the order's SQL. None without a code.
 */
export function codeUseStatements(
  deps: AppDeps,
  code: ResolvedCode | null,
  email: string,
): ((orderId: SQL) => BatchItem<'sqlite'>[]) | undefined {
  if (!code) return undefined;
  return (orderId) => [insertCodeUse(deps.db, code.id, orderId, email)];
}

/**
 * The refusal when the placement batch failed on the code's limit (another order took the last use meanwhile):
 * a 409 with the same Slovak message as the check before; undefined for any other error.
 */
export function codeLimitRefusal(err: unknown): Error | undefined {
  const reached = codeLimitReached(err);
  if (!reached) return undefined;
  return conflict(reached === 'code_used_up' ? CODE_MESSAGES.usedUp : CODE_MESSAGES.usedByYou);
}

// Staff (admins; routes/discount-codes.ts).

export async function listDiscountCodes(deps: AppDeps): Promise<ApiDiscountCode[]> {
  return (await listCodes(deps.db)).map((row) => toApiDiscountCode(row, row.uses));
}

async function answer(deps: AppDeps, id: number, message: string): Promise<ApiDiscountCode & { message: string }> {
  const row = await codeById(deps.db, id);
  if (!row) throw notFound(CODE_MESSAGES.notFound);
  return { ...toApiDiscountCode(row, row.uses), message };
}

/** A code of the same text as another is refused (409) before or by the unique index (two staff at once). */
function takenOr(err: unknown): never {
  throw isCodeTaken(err) ? conflict(CODE_MESSAGES.taken) : err;
}

export async function createDiscountCode(deps: AppDeps, input: DiscountCodeWrite): Promise<ApiDiscountCode & { message: string }> {
  const id = await insertCode(deps.db, input).catch(takenOr);
  return answer(deps, id, CODE_MESSAGES.created);
}

export async function updateDiscountCode(
  deps: AppDeps,
  id: number,
  input: DiscountCodeWrite,
): Promise<ApiDiscountCode & { message: string }> {
  // No such code: nothing is updated, and the answer's read says so (404).
  await updateCode(deps.db, id, input).catch(takenOr);
  return answer(deps, id, CODE_MESSAGES.saved);
}

/** Deletes a code no order used; one that orders used is only switched off (their counts stay). */
export async function removeDiscountCode(deps: AppDeps, id: number): Promise<{ message: string; deleted: boolean }> {
  const outcome = await deleteOrDeactivateCode(deps.db, id);
  if (outcome === 'missing') throw notFound(CODE_MESSAGES.notFound);
  return outcome === 'deleted' ? { message: CODE_MESSAGES.deleted, deleted: true } : { message: CODE_MESSAGES.deactivated, deleted: false };
}
