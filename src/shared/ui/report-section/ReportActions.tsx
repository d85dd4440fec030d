import { DownloadOutlined, TableOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import styles from './ReportSection.module.css';

type Props = {
  tableId: string;
  tableOpen: boolean;
  onToggleTable: () => void;
  /** Absent where the report exports nothing. */
  onExport?: () => void;
  /** Other downloads of the report, beside 'Exportar CSV'. */
  children?: ReactNode;
};

/** 'ver dados em tabela' (the chart's accessible alternative), 'Exportar CSV' where the report exports, and its other downloads. */
export const ReportActions = ({ tableId, tableOpen, onToggleTable, onExport, children }: Props) => (
  <div className={styles.actions}>
    <Button type="link" icon={<TableOutlined aria-hidden />} aria-expanded={tableOpen} aria-controls={tableId} onClick={onToggleTable}>
      {tableOpen ? 'ocultar tabela' : 'ver dados em tabela'}
    </Button>
    <div className={styles.downloads}>
      {onExport ? (
        <Button icon={<DownloadOutlined aria-hidden />} onClick={onExport}>
          Exportar CSV
        </Button>
      ) : null}
      {children}
    </div>
  </div>
);
