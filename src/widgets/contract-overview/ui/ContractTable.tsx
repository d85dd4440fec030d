import { ContractStatusChip } from '@/entities/contract';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import type { ContractRow } from '../model/useContractRows';
import { AddressText } from './AddressText';
import { DownloadContractButton } from './DownloadContractButton';

const PAGE_SIZE = 10;

const COLUMNS: DataColumn<ContractRow>[] = [
  { key: 'code', title: 'N° Contrato', width: 140, render: (row) => row.code },
  { key: 'status', title: 'Status', width: 112, render: (row) => <ContractStatusChip status={row.status} /> },
  { key: 'start', title: 'Adesão', width: 110, render: (row) => row.startDate },
  { key: 'end', title: 'Vencimento', width: 116, render: (row) => row.endDate },
  { key: 'responsible', title: 'Responsável', width: 150, render: (row) => row.responsible },
  { key: 'address', title: 'Endereço', render: (row) => <AddressText address={row.address} /> },
  { key: 'download', title: 'Baixar', width: 116, align: 'center', render: (row) => <DownloadContractButton contract={row.contract} size="small" /> },
];

/** Large screens: the spec's seven columns. */
export const ContractTable = ({ rows }: { rows: ContractRow[] }) => (
  // The six set widths (744 px) and room for the address to wrap on two or three lines.
  <DataTable<ContractRow> label="Contratos" columns={COLUMNS} rows={rows} rowKey={(row) => row.key} pageSize={PAGE_SIZE} minWidth={960} />
);
