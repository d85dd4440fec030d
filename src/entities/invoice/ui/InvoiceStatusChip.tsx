import { CheckCircleFilled, ClockCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { InvoiceStatus } from '../lib/invoiceStatus';

// Dark text on a light tint, like the contract chip: AA contrast in both themes; the word carries the meaning.
const LOOK: Record<InvoiceStatus, { background: string; color: string; border: string; icon: ReactNode }> = {
  Paga: { background: '#E6F4EA', color: '#1E5A2B', border: '#9CD3A8', icon: <CheckCircleFilled aria-hidden /> },
  'Em aberto': { background: '#E8F0FC', color: '#1D4A9C', border: '#A9C4F0', icon: <ClockCircleFilled aria-hidden /> },
  Vencida: { background: '#FDECEC', color: '#8A1C1C', border: '#F1A7A7', icon: <ExclamationCircleFilled aria-hidden /> },
};

/** 'Paga' green, 'Em aberto' blue, 'Vencida' red, always with the word and an icon. */
export const InvoiceStatusChip = ({ status }: { status: InvoiceStatus }) => {
  const { icon, border, ...look } = LOOK[status];
  return (
    <Tag data-status={status} icon={icon} style={{ ...look, borderColor: border, borderRadius: 999, fontWeight: 500, marginInlineEnd: 0 }}>
      {status}
    </Tag>
  );
};
