import { CheckCircleFilled, ClockCircleFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ContractStatus } from '../lib/contractStatus';

// Dark text on a light tint: AA contrast in both themes; the word, not the colour, carries the meaning.
const LOOK: Record<ContractStatus, { background: string; color: string; border: string }> = {
  Ativo: { background: '#E6F4EA', color: '#1E5A2B', border: '#9CD3A8' },
  Inativo: { background: '#FFF4CC', color: '#6B4A00', border: '#F2C94C' },
};

/** Spec §4: green 'Ativo', yellow 'Inativo', always with the word and an icon. */
export const ContractStatusChip = ({ status }: { status: ContractStatus }) => {
  const look = LOOK[status];
  return (
    <Tag
      data-status={status}
      icon={status === 'Ativo' ? <CheckCircleFilled aria-hidden /> : <ClockCircleFilled aria-hidden />}
      style={{ ...look, borderColor: look.border, borderRadius: 999, fontWeight: 500, marginInlineEnd: 0 }}
    >
      {status}
    </Tag>
  );
};
