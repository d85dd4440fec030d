import { CheckCircleFilled, ClockCircleFilled } from '@ant-design/icons';
import { StatusChip } from '@/shared/ui/status-chip';
import type { ContractStatus } from '../lib/contractStatus';

/** Spec §4: green 'Ativo', yellow 'Inativo', always with the word and an icon; dark tints in dark mode. */
export const ContractStatusChip = ({ status }: { status: ContractStatus }) => (
  <StatusChip
    tone={status === 'Ativo' ? 'success' : 'warning'}
    icon={status === 'Ativo' ? <CheckCircleFilled aria-hidden /> : <ClockCircleFilled aria-hidden />}
    status={status}
  >
    {status}
  </StatusChip>
);
