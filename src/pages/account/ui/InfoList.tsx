import type { ReactNode } from 'react';

type InfoRow = { label: string; value: ReactNode };

/** Read-only label/value pairs as a description list. */
export const InfoList = ({ rows }: { rows: InfoRow[] }) => (
  <dl className="account-info">
    {rows.map((row) => (
      <div key={row.label} className="account-info-row">
        <dt>{row.label}</dt>
        <dd>{row.value || '—'}</dd>
      </div>
    ))}
  </dl>
);
