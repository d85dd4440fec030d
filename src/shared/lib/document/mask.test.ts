import IMask from 'imask';
import { DOCUMENT_MASK } from './mask';

function typeInto(text: string) {
  const masked = IMask.createMask(DOCUMENT_MASK);
  for (const ch of text) masked.append(ch, { input: true });
  return masked;
}

describe('DOCUMENT_MASK', () => {
  it.each([
    ['52998224725', '529.982.247-25'],
    ['11222333000181', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['5299', '529.9'],
    ['12a', '12.A'],
  ])('typing %s shows %s', (typed, shown) => {
    expect(typeInto(typed).value).toBe(shown);
  });

  it('switches back to the CPF mask when the 12th digit is removed', () => {
    const masked = typeInto('112223330001');
    expect(masked.value).toBe('11.222.333/0001');
    masked.remove(masked.value.length - 1);
    expect(masked.value).toBe('112.223.330-00');
  });

  it('formats a pasted value and refuses letters in the check digits', () => {
    const masked = IMask.createMask(DOCUMENT_MASK);
    masked.resolve('12.abc.345/01de-35');
    expect(masked.value).toBe('12.ABC.345/01DE-35');
    expect(masked.unmaskedValue).toBe('12ABC34501DE35');
    expect(typeInto('12abc34501deXY').value).toBe('12.ABC.345/01DE-');
  });

  it.each([
    ['52998224725', '529.982.247-25'],
    ['11222333000181', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
  ])('drives a real input element: %s → %s', (typed, shown) => {
    const input = document.createElement('input');
    document.body.append(input);
    const mask = IMask(input, DOCUMENT_MASK);
    for (const ch of typed) {
      input.value += ch;
      input.setSelectionRange(input.value.length, input.value.length);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    expect(input.value).toBe(shown);
    mask.destroy();
    input.remove();
  });
});
