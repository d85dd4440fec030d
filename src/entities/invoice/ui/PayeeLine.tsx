import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useAppConfig } from '@/shared/config';
import { payeeLine } from '../lib/payee';
import styles from './PayeeLine.module.css';

/**
 * 'Beneficiário: <name> · CNPJ <formatted>' beside an open invoice's codes, so the customer can match it with what
 * the bank app shows before confirming (fake boletos are a known fraud). Nothing without a PIX code to read.
 */
export const PayeeLine = ({ pix, className }: { pix: string | null | undefined; className?: string }) => {
  const text = payeeLine(pix, useAppConfig().payeeCnpj);
  if (!text) return null;
  return (
    <p className={className ? `${styles.payee} ${className}` : styles.payee}>
      <SafetyCertificateOutlined aria-hidden className={styles.icon} />
      <span>{text}</span>
    </p>
  );
};
