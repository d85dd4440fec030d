import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { AddToCalendarButton, formatDigitableLine, invoiceName, PayeeLine, paymentCodes, type Invoice } from '@/entities/invoice';
import { PixQrButton, useCopyCode, usePixCopy } from '@/features/pix-payment';
import styles from './PaymentActions.module.css';

const LINE_COPIED = 'Código de barras copiado.';

/**
 * For an open or overdue invoice: its digitable line, the payee to check against the bank app, 'Copiar código de
 * barras', 'Copiar código PIX', the PIX QR code and a due-date reminder. A code the API left out, or one whose
 * check digits fail, is simply not offered.
 */
export const PaymentActions = ({ invoice, block = false }: { invoice: Invoice; block?: boolean }) => {
  const copy = useCopyCode();
  const copyPixCode = usePixCopy();
  const codes = paymentCodes(invoice);
  if (!codes) return null;
  const { line, pix } = codes;
  const name = invoiceName(invoice);
  const copyPix = () => {
    if (pix) copyPixCode(pix);
  };

  return (
    <div className={styles.payment}>
      {line && (
        <p className={styles.line}>
          <span className={styles.codeLabel}>Código de barras</span>
          <span className={styles.lineDigits}>{formatDigitableLine(line)}</span>
        </p>
      )}
      <PayeeLine pix={pix} />
      <div className={block ? styles.buttonsBlock : styles.buttons}>
        {line && (
          // Not `primary`: the dark theme's primary button (#3677E0 under white text) is 4.3:1, below AA.
          <Button
            icon={<CopyOutlined aria-hidden />}
            block={block}
            size={block ? 'large' : 'middle'}
            aria-label={`Copiar código de barras da ${name}`}
            onClick={() => void copy(line, LINE_COPIED)}
          >
            Copiar código de barras
          </Button>
        )}
        {pix && (
          <>
            <Button icon={<CopyOutlined aria-hidden />} block={block} size={block ? 'large' : 'middle'} aria-label={`Copiar código PIX da ${name}`} onClick={copyPix}>
              Copiar código PIX
            </Button>
            <PixQrButton block={block} size={block ? 'large' : 'middle'} pix={pix} invoiceName={name} valor={invoice.valor} vencimento={invoice.vencimento} onCopy={copyPix} />
          </>
        )}
        <AddToCalendarButton invoice={invoice} block={block} size={block ? 'large' : 'middle'} />
      </div>
    </div>
  );
};
