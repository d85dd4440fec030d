import { dayjs } from '@/shared/lib/dayjs';
import type { Contract } from '../model/types';

export type ContractStatus = 'Ativo' | 'Inativo';

/** A date-only value ('YYYY-MM-DD') is the start of that day in the customer's time zone. */
const toTime = (value: string): number => dayjs(value).valueOf();

/** Spec §4: 'Ativo' only when now is strictly after startDate and strictly before endDate. */
export function contractStatus(contract: Pick<Contract, 'startDate' | 'endDate'>, now: Date = new Date()): ContractStatus {
  const start = toTime(contract.startDate);
  const end = toTime(contract.endDate);
  const at = now.getTime();
  if (Number.isNaN(start) || Number.isNaN(end)) return 'Inativo';
  return at > start && at < end ? 'Ativo' : 'Inativo';
}
