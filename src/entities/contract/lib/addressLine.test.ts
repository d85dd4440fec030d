// @vitest-environment node
import { addressLine, contractAddressLine } from './addressLine';

const withZip = {
  street: 'Avenida Afonso Pena',
  number: '1500',
  neighborhood: 'Centro',
  city: 'Belo Horizonte',
  state: 'MG',
  zipcode: '30130-005',
};
const withoutZip = { street: 'Rua Rio Comprido', number: '320', neighborhood: 'Cinco', city: 'Contagem', state: 'MG' };

describe('addressLine (spec §2)', () => {
  it('joins street, number, neighborhood, city and state, then " - CEP {zipcode}"', () => {
    expect(addressLine(withZip)).toBe('Avenida Afonso Pena, 1500, Centro, Belo Horizonte, MG - CEP 30130-005');
  });

  it.each([undefined, null, '', '   '])('leaves out the CEP part when the zipcode is %j', (zipcode) => {
    expect(addressLine({ ...withoutZip, zipcode })).toBe('Rua Rio Comprido, 320, Cinco, Contagem, MG');
  });

  it('skips empty parts instead of printing double commas', () => {
    expect(addressLine({ ...withZip, number: '', neighborhood: ' ' })).toBe('Avenida Afonso Pena, Belo Horizonte, MG - CEP 30130-005');
  });

  it('is empty without an address', () => {
    expect(addressLine(null)).toBe('');
    expect(addressLine(undefined)).toBe('');
  });
});

describe('contractAddressLine', () => {
  it("prefers the contract's supply address over the account address", () => {
    expect(contractAddressLine({ address: withoutZip }, withZip)).toBe('Rua Rio Comprido, 320, Cinco, Contagem, MG');
  });

  it('falls back to the account address when the contract has none', () => {
    expect(contractAddressLine({ address: null }, withZip)).toBe(addressLine(withZip));
    expect(contractAddressLine({}, withZip)).toBe(addressLine(withZip));
    expect(contractAddressLine({}, null)).toBe('');
  });
});
