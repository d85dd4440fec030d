import { formatNumber } from '@/shared/lib/format';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { INTERVAL_COLUMNS, type Interval } from '../lib/intervals';
import { brDateTime } from '../lib/labels';

/** A day of intervals a page (96): a month is 31 pages rather than 2,976 rows drawn at once. */
const PAGE_SIZE = 96;
const [START, KWH, KW, KVARH] = INTERVAL_COLUMNS;
const COLUMNS: DataColumn<Interval>[] = [
  { key: 'at', title: START, render: (row) => brDateTime(row.at) },
  { key: 'kwh', title: KWH, align: 'end', render: (row) => formatNumber(row.kwh, 3) },
  { key: 'kw', title: KW, align: 'end', render: (row) => formatNumber(row.kw, 1) },
  { key: 'kvarh', title: KVARH, align: 'end', render: (row) => formatNumber(row.kvarh, 3) },
];

/** The chart's intervals as a table (its accessible alternative): the same rows the CSV holds. */
export const IntervalTable = ({ id, label, intervals }: { id: string; label: string; intervals: readonly Interval[] }) => (
  <div id={id}>
    <DataTable label={label} columns={COLUMNS} rows={[...intervals]} rowKey={(row) => String(row.at)} pageSize={PAGE_SIZE} />
  </div>
);
