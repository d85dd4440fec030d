import { theme } from 'antd';
import type { ReactNode } from 'react';

type InfoRow = { label: string; value: ReactNode };

/** Read-only label/value pairs as a description list. */
export const InfoList = ({ rows }: { rows: InfoRow[] }) => {
  const { token } = theme.useToken();
  return (
    <dl className="account-info">
      {rows.map((row) => (
        <div key={row.label} className="account-info-row" style={{ borderColor: token.colorBorderSecondary }}>
          <dt style={{ color: token.colorTextSecondary }}>{row.label}</dt>
          <dd style={{ color: token.colorText }}>{row.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
};
