import { describe, expect, it } from 'vitest';
import { refusalOf } from '../test-support/schemas';
import { deliverOrderSchema, PARCEL_MESSAGES, parcelNumberSchema, parcelTrackingUrl } from './order-notices';

/** The parcel number rule and the `PUT /deliver` body, as the server and the admin dialog apply them. */

describe('parcelNumberSchema', () => {
  it.each([
    [undefined, ''],
    [null, ''],
    ['', ''],
    ['   ', ''],
    ['RR123456789SK', 'RR123456789SK'],
    [' rr 1234 5678 9sk\t', 'RR123456789SK'],
    ['1'.repeat(30), '1'.repeat(30)],
  ])('keeps %j as %j', (input, stored) => {
    expect(parcelNumberSchema.parse(input)).toBe(stored);
  });

  it.each([['RR-123'], ['RR_1'], ['ČR1'], ['RR1/SK'], ['<b>'], ['1'.repeat(31)], [12345], [true], [{}]])(
    'refuses %j with the Slovak message',
    (input) => {
      expect(refusalOf(parcelNumberSchema.safeParse(input))).toBe(PARCEL_MESSAGES.invalid);
    },
  );
});

describe('deliverOrderSchema', () => {
  it('takes an empty body as no parcel number, and reads the number when given', () => {
    expect(deliverOrderSchema.parse({})).toEqual({ parcelNumber: '' });
    expect(deliverOrderSchema.parse({ parcelNumber: 'rr1sk' })).toEqual({ parcelNumber: 'RR1SK' });
  });

  it('refuses other fields and bodies that are not an object', () => {
    expect(refusalOf(deliverOrderSchema.safeParse({ parcelNumber: 'RR1SK', note: 'x' }))).toBe(
      'Neznáme pole „note“. Pošlite len polia, ktoré táto požiadavka pozná.',
    );
    for (const body of [null, 'RR1SK', [], 5]) expect(refusalOf(deliverOrderSchema.safeParse(body))).toBe(PARCEL_MESSAGES.body);
  });
});

describe('parcelTrackingUrl', () => {
  it('is the Slovenská pošta tracking page of the number', () => {
    expect(parcelTrackingUrl('RR123456789SK')).toBe('https://tandt.posta.sk/zasielky/RR123456789SK');
  });
});
