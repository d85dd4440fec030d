// @vitest-environment node
import { contractStatus } from './contractStatus';

const contract = { startDate: '2024-01-01T00:00:00.000Z', endDate: '2025-01-01T00:00:00.000Z' };
const at = (iso: string) => new Date(iso);

describe('contractStatus (spec §4: strictly after start, strictly before end)', () => {
  it.each([
    ['1 ms before the start', '2023-12-31T23:59:59.999Z', 'Inativo'],
    ['exactly at the start', '2024-01-01T00:00:00.000Z', 'Inativo'],
    ['1 ms after the start', '2024-01-01T00:00:00.001Z', 'Ativo'],
    ['in the middle', '2024-07-01T12:00:00.000Z', 'Ativo'],
    ['1 ms before the end', '2024-12-31T23:59:59.999Z', 'Ativo'],
    ['exactly at the end', '2025-01-01T00:00:00.000Z', 'Inativo'],
    ['after the end', '2025-01-01T00:00:00.001Z', 'Inativo'],
  ])('%s → %s', (_, now, expected) => {
    expect(contractStatus(contract, at(now))).toBe(expected);
  });

  it('reads a date-only value as the start of that day in local time', () => {
    const dateOnly = { startDate: '2024-03-10', endDate: '2024-03-20' };
    expect(contractStatus(dateOnly, new Date(2024, 2, 10, 0, 0, 0, 0))).toBe('Inativo');
    expect(contractStatus(dateOnly, new Date(2024, 2, 10, 0, 0, 0, 1))).toBe('Ativo');
    expect(contractStatus(dateOnly, new Date(2024, 2, 19, 23, 59, 59, 999))).toBe('Ativo');
    expect(contractStatus(dateOnly, new Date(2024, 2, 20, 0, 0, 0, 0))).toBe('Inativo');
  });

  it('is Inativo when a date cannot be read, and when start and end are the same instant', () => {
    expect(contractStatus({ startDate: 'sem data', endDate: '2099-01-01' }, at('2024-01-01T00:00:00Z'))).toBe('Inativo');
    expect(contractStatus({ startDate: '2024-01-01', endDate: '' }, at('2024-06-01T00:00:00Z'))).toBe('Inativo');
    const instant = '2024-01-01T00:00:00.000Z';
    expect(contractStatus({ startDate: instant, endDate: instant }, at(instant))).toBe('Inativo');
  });

  it('uses the current time by default', () => {
    expect(contractStatus({ startDate: '2000-01-01', endDate: '2999-01-01' })).toBe('Ativo');
    expect(contractStatus({ startDate: '2000-01-01', endDate: '2001-01-01' })).toBe('Inativo');
  });
});
