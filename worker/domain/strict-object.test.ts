import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstIssueMessage, strictObject, strictObjectIgnoring, unknownFieldsMessage } from './strict-object';

describe('strict request objects', () => {
  const line = strictObjectIgnoring({ product: z.number() }, ['name'], 'Neplatná položka.');
  const order = strictObjectIgnoring({ items: z.array(line), note: z.string().optional() }, ['totalPrice'], 'Neplatná objednávka.');

  it('names an unknown key with its path, in Slovak', () => {
    const r = order.safeParse({ items: [{ product: 1, colour: 'red' }], extra: 1 });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([unknownFieldsMessage(['items.0.colour']), unknownFieldsMessage(['extra'])]);
    expect(unknownFieldsMessage(['a'])).toBe('Neznáme pole „a“. Pošlite len polia, ktoré táto požiadavka pozná.');
    expect(unknownFieldsMessage(['a', 'b'])).toBe('Neznáme polia „a“, „b“. Pošlite len polia, ktoré táto požiadavka pozná.');
  });

  it('accepts the ignored keys with any value and removes them from the result', () => {
    expect(order.parse({ items: [{ product: 1, name: { any: 'thing' } }], totalPrice: 'not even a number' })).toEqual({
      items: [{ product: 1 }],
    });
  });

  it('answers its own message for a value that is not such an object', () => {
    for (const v of [null, [], 'x', 3]) expect(order.safeParse(v).error?.issues[0]?.message).toBe('Neplatná objednávka.');
    expect(strictObject({ a: z.string() }, 'Zlé údaje.').safeParse([]).error?.issues[0]?.message).toBe('Zlé údaje.');
  });

  it('prefers the unknown field when picking the one message to answer', () => {
    const r = strictObject({ a: z.string({ message: 'Chýba a.' }) }, 'Zlé údaje.').safeParse({ b: 1 });
    expect(r.error?.issues[0]?.message).toBe('Chýba a.');
    expect(firstIssueMessage(r.error!.issues)).toBe(unknownFieldsMessage(['b']));
    expect(firstIssueMessage([])).toBe('Neplatné údaje.');
  });
});
