import { ContractStatusChip } from '@/entities/contract';
import type { ContractRow } from '../model/useContractRows';
import { AddressText } from './AddressText';
import { DownloadContractButton } from './DownloadContractButton';
import styles from './ContractOverview.module.css';

/** Small screens: one contract per card, the same facts as the table row. */
export const ContractCard = ({ row, position, total }: { row: ContractRow; position: number; total: number }) => (
  <article className={styles.card} aria-label={`Contrato ${row.code}, ${position} de ${total}`}>
    <div className={styles.cardHeader}>
      <span className={styles.cardCode}>
        <span className={styles.cardLabel}>N° Contrato</span>
        {row.code}
      </span>
      <ContractStatusChip status={row.status} />
    </div>
    <dl className={styles.facts}>
      <div>
        <dt>Adesão</dt>
        <dd>{row.startDate}</dd>
      </div>
      <div>
        <dt>Vencimento</dt>
        <dd>{row.endDate}</dd>
      </div>
      <div className={styles.wide}>
        <dt>Responsável</dt>
        <dd>{row.responsible}</dd>
      </div>
      <div className={styles.wide}>
        <dt>Endereço</dt>
        <dd>
          <AddressText address={row.address} />
        </dd>
      </div>
    </dl>
    <DownloadContractButton contract={row.contract} type="primary" block />
  </article>
);
