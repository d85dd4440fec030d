import type { Address } from '@/entities/session/@x/contract';

/** Contract of spec §3 plus the id the download call needs and the supply address. */
export type Contract = {
  id: string;
  code: string;
  startDate: string;
  endDate: string;
  counterPartyName: string;
  partyProfileAcronym: string;
  address?: Address | null;
};
