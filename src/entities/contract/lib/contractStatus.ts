import { toDateTime } from '@/shared/lib/date';
import type { Contract } from '../model/types';

export type ContractStatus = 'Ativo' | 'Inativo';

/** Spec §4: 'Ativo' only when now is strictly after startDate and strictly before endDate. */
export function contractStatus(contract: Pick<Contract, 'startDate' | 'endDate'>, now: Date = new Date()): ContractStatus {
  // A date-only value is the start of that day in the customer's time zone.
  const start = toDateTime(contract.startDate);
  const end = toDateTime(contract.endDate);
  const at = now.getTime();
  if (Number.isNaN(start) || Number.isNaN(end)) return 'Inativo';
  return at > start && at < end ? 'Ativo' : 'Inativo';
}
