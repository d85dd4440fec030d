import type { TableColumnsType } from 'antd';
import { ContractStatusChip } from '@/entities/contract';
import type { ContractRow } from '../model/useContractRows';
import { AddressText } from './AddressText';
import { DownloadContractButton } from './DownloadContractButton';
import { ScrollTable } from '@/shared/ui/scroll-region';

const PAGE_SIZE = 10;

const COLUMNS: TableColumnsType<ContractRow> = [
  { key: 'code', title: 'N° Contrato', dataIndex: 'code', width: 140 },
  { key: 'status', title: 'Status', dataIndex: 'status', width: 112, render: (_, row) => <ContractStatusChip status={row.status} /> },
  { key: 'start', title: 'Adesão', dataIndex: 'startDate', width: 110 },
  { key: 'end', title: 'Vencimento', dataIndex: 'endDate', width: 116 },
  { key: 'responsible', title: 'Responsável', dataIndex: 'responsible', width: 150 },
  { key: 'address', title: 'Endereço', dataIndex: 'address', render: (_, row) => <AddressText address={row.address} /> },
  {
    key: 'download',
    title: 'Baixar',
    width: 116,
    align: 'center',
    render: (_, row) => <DownloadContractButton contract={row.contract} size="small" />,
  },
];

/** Large screens: the spec's seven columns. */
export const ContractTable = ({ rows }: { rows: ContractRow[] }) => (
  <ScrollTable<ContractRow>
    label="Contratos"
    columns={COLUMNS}
    dataSource={rows}
    rowKey="key"
    tableLayout="fixed"
    // The six set widths (744 px) and room for the address to wrap on two or three lines.
    minWidth={960}
    size="middle"
    pagination={rows.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
  />
);
