import { describe, expect, it } from 'vitest';
import {
  PACKETA_HOME_CARRIERS,
  PacketaError,
  packetaPhone,
  packetaTrackingUrl,
  pointAddressLine,
  splitRecipientName,
  splitStreet,
} from './packeta';

describe('Packeta rules', () => {
  it("links a barcode to Packeta's Slovak tracking page", () => {
    expect(packetaTrackingUrl(' Z4000000001 ')).toBe('https://tracking.packeta.com/sk/?id=Z4000000001');
    expect(packetaTrackingUrl('Z 1&2')).toBe('https://tracking.packeta.com/sk/?id=Z%201%262');
  });

  it('splits the recipient into first name and surname (the last word), one word serving as both', () => {
    expect(splitRecipientName('  Jana   Mária Nováková ')).toEqual({ name: 'Jana Mária', surname: 'Nováková' });
    expect(splitRecipientName('Jana Nováková')).toEqual({ name: 'Jana', surname: 'Nováková' });
    expect(splitRecipientName('Prúd')).toEqual({ name: 'Prúd', surname: 'Prúd' });
    expect(splitRecipientName('Ján\tKováč\n')).toEqual({ name: 'Ján', surname: 'Kováč' });
    expect(splitRecipientName('   ')).toEqual({ name: '', surname: '' });
  });

  it('takes the house number from the end of a street line only when it holds a digit', () => {
    expect(splitStreet('Hlavná 12')).toEqual({ street: 'Hlavná', houseNumber: '12' });
    expect(splitStreet(' Nám. SNP  3/A ')).toEqual({ street: 'Nám. SNP', houseNumber: '3/A' });
    expect(splitStreet('Dolná Streda')).toEqual({ street: 'Dolná Streda', houseNumber: '' });
    expect(splitStreet('147')).toEqual({ street: '147', houseNumber: '' });
    expect(splitStreet('')).toEqual({ street: '', houseNumber: '' });
  });

  it("writes a point's address on one line, leaving out what is missing", () => {
    expect(pointAddressLine({ street: ' Obchodná 1 ', zip: '811 06', city: 'Bratislava' })).toBe('Obchodná 1, 811 06 Bratislava');
    expect(pointAddressLine({ street: '', zip: ' 110 00 ', city: ' Praha ' })).toBe('110 00 Praha');
    expect(pointAddressLine({ street: '', zip: '', city: 'Praha' })).toBe('Praha');
    expect(pointAddressLine({ street: 'Národní 10' })).toBe('Národní 10');
    expect(pointAddressLine({})).toBe('');
  });

  it('writes a phone as Packeta takes it, and leaves out what is no phone number', () => {
    expect(packetaPhone(' +421 900 123 456 ')).toBe('+421900123456');
    expect(packetaPhone('0900/123-456')).toBe('0900123456');
    expect(packetaPhone('(02) 5441.2345')).toBe('0254412345');
    expect(packetaPhone('+420 777 12 34 56')).toBe('+420777123456');
    expect(packetaPhone('12345678')).toBe('');
    expect(packetaPhone('+4219001234567890')).toBe('');
    expect(packetaPhone('volajte večer')).toBe('');
    expect(packetaPhone('900 123 456 alebo 901 000 000')).toBe('');
    expect(packetaPhone('')).toBe('');
  });

  it("names Packeta's own home-delivery carriers for Slovakia and Czechia only", () => {
    expect(PACKETA_HOME_CARRIERS).toEqual({ SK: '131', CZ: '106' });
  });

  it('keeps what failed, the fault and the reason apart, and says all of it in the message', () => {
    const e = new PacketaError('fault', 'Incorrect API password.', 'IncorrectApiPasswordFault');
    expect([e.failure, e.fault, e.reason, e.name]).toEqual([
      'fault',
      'IncorrectApiPasswordFault',
      'Incorrect API password.',
      'PacketaError',
    ]);
    expect(e.message).toBe('Packeta fault (IncorrectApiPasswordFault): Incorrect API password.');
    expect(new PacketaError('unreachable', 'timeout').message).toBe('Packeta unreachable: timeout');
  });
});
