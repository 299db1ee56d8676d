import { describe, expect, it } from 'vitest';
import { parseMailbox } from './mailbox';

describe('parseMailbox', () => {
  it.each([
    ['Prúd Eshop <eshop@prud.sk>', { name: 'Prúd Eshop', email: 'eshop@prud.sk' }],
    ['  Prúd Eshop   < eshop@prud.sk >  ', { name: 'Prúd Eshop', email: 'eshop@prud.sk' }],
    ['"Prúd, o. z." <eshop@prud.sk>', { name: 'Prúd, o. z.', email: 'eshop@prud.sk' }],
    ['"Prúd \\"Eshop\\"" <eshop@prud.sk>', { name: 'Prúd "Eshop"', email: 'eshop@prud.sk' }],
    ['<eshop@prud.sk>', { email: 'eshop@prud.sk' }],
    ['"" <eshop@prud.sk>', { email: 'eshop@prud.sk' }],
    ['eshop@prud.sk', { email: 'eshop@prud.sk' }],
    [' eshop@prud.sk ', { email: 'eshop@prud.sk' }],
  ])('%s', (address, expected) => expect(parseMailbox(address)).toEqual(expected));
});
