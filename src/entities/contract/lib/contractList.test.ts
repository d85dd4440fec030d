// @vitest-environment node
import type { Contract } from '../model/types';
import { contractFileBaseName, sortContractsNewestFirst } from './contractList';

const contract = (code: string, startDate: string): Contract => ({
  id: code,
  code,
  startDate,
  endDate: '2099-01-01',
  counterPartyName: 'Aurora',
  partyProfileAcronym: 'X',
});

describe('contract list helpers', () => {
  it('names the file contrato-{code} (the extension comes from the blob)', () => {
    expect(contractFileBaseName('AUR-2022-0187')).toBe('contrato-AUR-2022-0187');
  });

  it('sorts newest first by start date, then by code, without mutating the input', () => {
    const input = [contract('AUR-2017-0009', '2017-05-01'), contract('AUR-2022-0187', '2022-02-01'), contract('AUR-2019-0042', '2019-03-01'), contract('AUR-2022-0200', '2022-02-01')];
    const frozen = Object.freeze([...input]);
    expect(sortContractsNewestFirst(frozen).map((c) => c.code)).toEqual(['AUR-2022-0200', 'AUR-2022-0187', 'AUR-2019-0042', 'AUR-2017-0009']);
    expect(frozen[0]!.code).toBe('AUR-2017-0009');
  });

  it('reads a date-only start as local midnight, like the status chip does', () => {
    // Read as UTC midnight, '2024-03-10' would sort before the evening of 9 March anywhere west of Greenwich.
    const input = [contract('AUR-A', '2024-03-09T23:00:00'), contract('AUR-B', '2024-03-10')];
    expect(sortContractsNewestFirst(input).map((c) => c.code)).toEqual(['AUR-B', 'AUR-A']);
  });
});
