import { formatPowerFactor, type PowerFactorHour } from '@/entities/energy-management';
import { formatNumber } from '@/shared/lib/format';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { brDateTime } from '../lib/labels';

const COLUMNS: DataColumn<PowerFactorHour>[] = [
  { key: 'at', title: 'Início', render: (hour) => brDateTime(hour.at) },
  { key: 'factor', title: 'Fator de potência', align: 'end', render: (hour) => (hour.factor === null ? '—' : formatPowerFactor(hour.factor)) },
  { key: 'kwh', title: 'kWh', align: 'end', render: (hour) => formatNumber(hour.kwh, 3) },
  { key: 'kvarh', title: 'kvarh', align: 'end', render: (hour) => formatNumber(hour.kvarh, 3) },
];

/** Hours with their power factor, kWh and kvarh (an hour without kWh has no factor: '—'). */
export const FactorTable = ({ label, hours, pageSize }: { label: string; hours: readonly PowerFactorHour[]; pageSize: number }) => (
  <DataTable label={label} columns={COLUMNS} rows={[...hours]} rowKey={(hour) => String(hour.at)} pageSize={pageSize} />
);
