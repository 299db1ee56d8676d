import { z } from 'zod';
import { strictObject } from './strict-object';

/** Page numbers arrive as text in URLs and queries: 1-based, bounded so nobody can ask for page 10^12. */
export const pageNumberSchema = z.coerce
  .number({ message: 'Číslo strany musí byť celé číslo od 1.' })
  .int({ message: 'Číslo strany musí byť celé číslo od 1.' })
  .min(1, { message: 'Číslo strany musí byť celé číslo od 1.' })
  .max(100_000, { message: 'Číslo strany je príliš veľké.' });

export const pageSizeSchema = z.coerce
  .number({ message: 'Veľkosť strany musí byť celé číslo 1 až 100.' })
  .int({ message: 'Veľkosť strany musí byť celé číslo 1 až 100.' })
  .min(1, { message: 'Veľkosť strany musí byť celé číslo 1 až 100.' })
  .max(100, { message: 'Veľkosť strany musí byť celé číslo 1 až 100.' });

/**
 * Ids in paths (and the few bodies that carry one): plain decimal digits, or a JSON number, naming a positive
 * safe integer. `Number()` alone would also read `0x1`, `1e0`, `+1`, ` 1` and `1.0` as 1: one product under many
 * addresses, and a cache or a log that cannot tell them apart.
 */
export const idSchema = z
  .union(
    [z.number({ message: 'Neplatné ID.' }), z.string({ message: 'Neplatné ID.' }).regex(/^[0-9]{1,16}$/, { message: 'Neplatné ID.' })],
    {
      message: 'Neplatné ID.',
    },
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ message: 'Neplatné ID.' })
      .min(1, { message: 'Neplatné ID.' })
      .max(Number.MAX_SAFE_INTEGER, { message: 'Neplatné ID.' }),
  );

/** Empty query values (`?pageNumber=`) count as absent. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * The `?keyword=&pageNumber=&pageSize=` query of the list endpoints (spec section 7). Other parameters are refused
 * (a 400 naming them): a misspelt `pagenumber` would otherwise quietly answer page 1.
 */
export function listQuerySchema(defaultPageSize: number) {
  return strictObject(
    {
      keyword: z.preprocess(blankToUndefined, z.string().max(200, { message: 'Hľadaný text je príliš dlhý.' }).optional()),
      pageNumber: z.preprocess(blankToUndefined, pageNumberSchema.default(1)),
      pageSize: z.preprocess(blankToUndefined, pageSizeSchema.default(defaultPageSize)),
    },
    'Neplatné parametre požiadavky.',
  );
}
