import { CheckCircleFilled, ClockCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { StatusChip } from '@/shared/ui/status-chip';
import type { InvoiceStatus } from '../lib/invoiceStatus';

const LOOK: Record<InvoiceStatus, { tone: 'success' | 'info' | 'danger'; icon: ReactNode }> = {
  Paga: { tone: 'success', icon: <CheckCircleFilled aria-hidden /> },
  'Em aberto': { tone: 'info', icon: <ClockCircleFilled aria-hidden /> },
  Vencida: { tone: 'danger', icon: <ExclamationCircleFilled aria-hidden /> },
};

/** 'Paga' green, 'Em aberto' blue, 'Vencida' red, always with the word and an icon; dark tints in dark mode. */
export const InvoiceStatusChip = ({ status }: { status: InvoiceStatus }) => (
  <StatusChip tone={LOOK[status].tone} icon={LOOK[status].icon} status={status}>
    {status}
  </StatusChip>
);
