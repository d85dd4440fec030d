import { CopyOutlined, QrcodeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import {
  AddToCalendarButton,
  formatDigitableLine,
  invoiceReference,
  invoiceStatus,
  isPayable,
  isValidDigitableLine,
  isValidPixPayload,
  PayeeLine,
  referenceText,
  type Invoice,
} from '@/entities/invoice';
import { useCopyCode } from '../model/useCopyCode';
import styles from './PaymentActions.module.css';

const PixQrModal = lazy(() => import('./PixQrModal'));

const LINE_COPIED = 'Código de barras copiado.';
const PIX_COPIED = 'Código PIX copiado.';

/**
 * For an open or overdue invoice: its digitable line, the payee to check against the bank app, 'Copiar código de
 * barras', 'Copiar código PIX', the PIX QR code and a due-date reminder. A code the API left out, or one whose
 * check digits fail, is simply not offered.
 */
export const PaymentActions = ({ invoice, block = false }: { invoice: Invoice; block?: boolean }) => {
  const copy = useCopyCode();
  const [qrOpen, setQrOpen] = useState(false);
  const [qrLoaded, setQrLoaded] = useState(false);
  const line = isValidDigitableLine(invoice.linhaDigitavel) ? invoice.linhaDigitavel.replace(/\D/g, '') : null;
  const pix = isValidPixPayload(invoice.pixCopiaECola) ? invoice.pixCopiaECola : null;
  if (!isPayable(invoiceStatus(invoice)) || (!line && !pix)) return null;
  const reference = referenceText(invoiceReference(invoice));
  const copyPix = () => {
    if (pix) void copy(pix, PIX_COPIED);
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
            aria-label={`Copiar código de barras da fatura ${reference}`}
            onClick={() => void copy(line, LINE_COPIED)}
          >
            Copiar código de barras
          </Button>
        )}
        {pix && (
          <>
            <Button icon={<CopyOutlined aria-hidden />} block={block} size={block ? 'large' : 'middle'} aria-label={`Copiar código PIX da fatura ${reference}`} onClick={copyPix}>
              Copiar código PIX
            </Button>
            <Button
              icon={<QrcodeOutlined aria-hidden />}
              block={block}
              size={block ? 'large' : 'middle'}
              aria-label={`Ver QR Code PIX da fatura ${reference}`}
              aria-haspopup="dialog"
              onClick={() => {
                setQrLoaded(true);
                setQrOpen(true);
              }}
            >
              Ver QR Code PIX
            </Button>
          </>
        )}
        <AddToCalendarButton invoice={invoice} block={block} size={block ? 'large' : 'middle'} />
      </div>
      {pix && qrLoaded && (
        <Suspense fallback={null}>
          <PixQrModal open={qrOpen} onClose={() => setQrOpen(false)} pix={pix} reference={reference} valor={invoice.valor} vencimento={invoice.vencimento} onCopy={copyPix} />
        </Suspense>
      )}
    </div>
  );
};
