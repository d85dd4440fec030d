import { toDateTime } from '@/shared/lib/date';
import type { Contract } from '../model/types';

/** Base name of a contract file; the extension comes from the downloaded blob. */
export const contractFileBaseName = (code: string): string => `contrato-${code}`;

const startOf = (contract: Contract) => toDateTime(contract.startDate) || 0;

/** Newest first: by start date, then by code, without touching the cached array. */
export function sortContractsNewestFirst(contracts: readonly Contract[]): Contract[] {
  return [...contracts].sort((a, b) => startOf(b) - startOf(a) || b.code.localeCompare(a.code));
}
