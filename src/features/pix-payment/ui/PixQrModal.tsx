import { CopyOutlined } from '@ant-design/icons';
import { Button, Modal, QRCode } from 'antd';
import { useId } from 'react';
import { formatBRL, formatDate } from '@/shared/lib/format';
import styles from './PixQrModal.module.css';

type Props = { open: boolean; onClose: () => void; pix: string; invoiceName: string; valor?: number | null; vencimento?: string | null; onCopy: () => void };

/** The invoice's PIX as a QR code to scan with a bank app, and its copy-and-paste code (loaded on first open). */
const PixQrModal = ({ open, onClose, pix, invoiceName, valor, vencimento, onCopy }: Props) => {
  const codeId = useId();
  return (
    <Modal open={open} onCancel={onClose} title={`PIX da ${invoiceName}`} footer={null} width={400} centered destroyOnHidden>
      <div className={styles.qr}>
        {(typeof valor === 'number' || vencimento) && (
          <p className={styles.qrFacts}>
            {typeof valor === 'number' && <strong>{formatBRL(valor)}</strong>}
            {vencimento && <span>Vencimento {formatDate(vencimento)}</span>}
          </p>
        )}
        {/* Black on white whatever the theme: bank apps read a dark code on a light ground. */}
        <QRCode value={pix} type="svg" size={224} color="#000000" bgColor="#ffffff" errorLevel="M" role="img" aria-label={`QR Code PIX da ${invoiceName}`} />
        <p className={styles.qrHint}>Abra o app do seu banco, escolha pagar com PIX e aponte a câmera para o código.</p>
        <label htmlFor={codeId} className={styles.codeLabel}>
          PIX copia e cola
        </label>
        <textarea id={codeId} className={styles.pixText} readOnly rows={3} value={pix} onFocus={(event) => event.currentTarget.select()} />
        <Button block icon={<CopyOutlined aria-hidden />} onClick={onCopy}>
          Copiar código PIX
        </Button>
      </div>
    </Modal>
  );
};

export default PixQrModal;
