import { ClockCircleFilled, CopyOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { invoiceName, paymentCodes } from '@/entities/invoice';
import { PixQrButton, useCopyCode, usePixCopy } from '@/features/pix-payment';
import { formatBRL } from '@/shared/lib/format';
import type { UrgentInvoice as Urgent } from '../../lib/balance/balance';
import { urgentText } from '../../lib/balance/urgentText';
import styles from './BalancePanel.module.css';

const LINE_COPIED = 'Código de barras copiado.';

/** The invoice to pay first, with one primary action: 'Pagar com PIX' (else the bank slip's line), and the QR on request. */
export const UrgentInvoice = ({ urgent }: { urgent: Urgent }) => {
  const copy = useCopyCode();
  const copyPix = usePixCopy();
  const { invoice, overdue } = urgent;
  const name = invoiceName(invoice);
  const { pix, line } = paymentCodes(invoice) ?? { pix: null, line: null };
  const Icon = overdue ? ExclamationCircleFilled : ClockCircleFilled;

  return (
    <div className={styles.urgent}>
      <p className={styles.urgentText}>
        <Icon aria-hidden className={styles.urgentIcon} />
        <strong>{urgentText(urgent)}</strong>
      </p>
      {typeof invoice.valor === 'number' && <p className={styles.urgentAmount}>{formatBRL(invoice.valor)}</p>}
      <div className={styles.actions}>
        {pix ? (
          <>
            <Button type="primary" size="large" icon={<CopyOutlined aria-hidden />} aria-label={`Pagar com PIX a ${name}`} onClick={() => copyPix(pix)}>
              Pagar com PIX
            </Button>
            <PixQrButton size="large" pix={pix} invoiceName={name} valor={invoice.valor} vencimento={invoice.vencimento} onCopy={() => copyPix(pix)} />
          </>
        ) : line ? (
          <Button type="primary" size="large" icon={<CopyOutlined aria-hidden />} aria-label={`Copiar código de barras da ${name}`} onClick={() => void copy(line, LINE_COPIED)}>
            Copiar código de barras
          </Button>
        ) : null}
      </div>
      {pix && <p className={styles.hint}>Copia o código PIX para você colar no app do seu banco.</p>}
    </div>
  );
};

