import { QrcodeOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { lazy, Suspense, useState } from 'react';

// The QR code's code (antd QRCode and a modal) loads on the first press.
const PixQrModal = lazy(() => import('./PixQrModal'));

type Props = Pick<ButtonProps, 'block' | 'size' | 'type'> & {
  pix: string;
  /** The invoice's name ('Fatura MM/AAAA'), for the names read aloud and the dialog's title. */
  invoiceName: string;
  valor?: number | null;
  vencimento?: string | null;
  onCopy: () => void;
};

/** 'Ver QR Code PIX': opens the invoice's PIX as a QR code to scan with a bank app, beside its copy-and-paste code. */
export const PixQrButton = ({ pix, invoiceName, valor, vencimento, onCopy, ...button }: Props) => {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        {...button}
        icon={<QrcodeOutlined aria-hidden />}
        aria-label={`Ver QR Code PIX da ${invoiceName}`}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        Ver QR Code PIX
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <PixQrModal open={open} onClose={() => setOpen(false)} pix={pix} invoiceName={invoiceName} valor={valor} vencimento={vencimento} onCopy={onCopy} />
        </Suspense>
      )}
    </>
  );
};
