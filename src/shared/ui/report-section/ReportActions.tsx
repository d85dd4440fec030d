import { DownloadOutlined, TableOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import styles from './ReportSection.module.css';

type Props = { tableId: string; tableOpen: boolean; onToggleTable: () => void; onExport?: () => void };

/** 'ver dados em tabela' (the chart's accessible alternative) and, where the report exports, 'Exportar CSV'. */
export const ReportActions = ({ tableId, tableOpen, onToggleTable, onExport }: Props) => (
  <div className={styles.actions}>
    <Button type="link" icon={<TableOutlined aria-hidden />} aria-expanded={tableOpen} aria-controls={tableId} onClick={onToggleTable}>
      {tableOpen ? 'ocultar tabela' : 'ver dados em tabela'}
    </Button>
    {onExport ? (
      <Button icon={<DownloadOutlined aria-hidden />} onClick={onExport}>
        Exportar CSV
      </Button>
    ) : null}
  </div>
);
