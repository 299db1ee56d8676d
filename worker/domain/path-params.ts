import { z } from 'zod';
import { ORDER_MESSAGES } from './orders';
import { idSchema } from './pagination';

/**
 * The ids a route's path names (`/:id`, `/:id/reviews/:reviewId`), read with `idSchema`: a path that is not one
 * positive whole number is 'Neplatné ID.' (400). Not strict: the path's segments are the router's, not the client's.
 */
export const idParams = z.object({ id: idSchema });
export const reviewParams = z.object({ id: idSchema, reviewId: idSchema });
/** `/api/outbox/:id/attachments/:index`: a stored mail and the place (0, 1, …) of one of its attachments. */
export const outboxAttachmentParams = z.object({
  id: idSchema,
  index: z
    .string()
    .regex(/^\d{1,3}$/, { message: 'Neplatné číslo prílohy.' })
    .transform(Number),
});

/**
 * An order document's id (`/:id/invoice`, `/:id/pay-by-square`, `/:id/resend-confirmation`): 1 to 15 digits naming
 * a positive whole number. Anything else names no order, so those routes refuse it as an unknown one (404).
 */
export const orderDocumentParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, { message: ORDER_MESSAGES.notFound })
    .transform(Number)
    .pipe(z.number().int().min(1, { message: ORDER_MESSAGES.notFound })),
});

/** A token a link carries: any segment; the service decides whether it is one it issued. */
export const tokenParams = z.object({ token: z.string() });

/**
 * Queries that are read, not refused: the header search without JavaScript (`?keyword=`), Google's return
 * (`?code=&state=` or `?error=`), the start of a sign-in (`?redirect=`), the health probe (`?db=1`). Every key is
 * optional and others are ignored, since browsers and providers add their own.
 */
const optionalText = z.string().optional();
export const searchRedirectQuery = z.object({ keyword: optionalText });
/** `?intent=delete-account` (issue 31): a Google-only account confirms 'Zrušiť účet' by a fresh sign-in. */
export const googleStartQuery = z.object({
  redirect: optionalText,
  intent: z.enum(['delete-account'], { message: 'Neznámy účel prihlásenia cez Google.' }).optional(),
});
export const googleCallbackQuery = z.object({ code: optionalText, state: optionalText, error: optionalText });
/** `?deep=1` asks whether the database and the object store answer; `?db=1`, its older name, asks the same. */
export const healthQuery = z.object({ db: optionalText, deep: optionalText });
