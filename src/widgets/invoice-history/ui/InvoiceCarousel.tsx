import { Carousel, type CarouselRef } from 'antd';
import { useRef, useState } from 'react';
import { invoiceKey, invoiceName, isCardBoletoEnabled, isNotaFiscalEnabled, type Invoice } from '@/entities/invoice';
import { DownloadInvoiceButton } from './DownloadInvoiceButton';
import styles from './InvoiceHistory.module.css';
import { InvoiceStepper } from './InvoiceStepper';
import { InvoiceTile } from './InvoiceTile';
import { PaymentActions } from './PaymentActions';

const SELECT_INVOICE_TEXT = 'Selecione a fatura desejada abaixo';
/** Slides this far from the current one render as empty frames. */
const RENDER_WINDOW = 1;
/** Dots fit one line up to this many invoices; past it, the position and arrows. */
const MAX_DOTS = 7;

/** Small screens: one invoice per view, dots (spec §9) or past seven the position and arrows, then the shown invoice's payment and downloads. */
export const InvoiceCarousel = ({ invoices }: { invoices: Invoice[] }) => {
  const [current, setCurrent] = useState(0);
  const carousel = useRef<CarouselRef>(null);
  const total = invoices.length;
  const stepped = total > MAX_DOTS;
  const selected = invoices[Math.min(current, total - 1)]!;
  const name = invoiceName(selected);
  const nfEnabled = isNotaFiscalEnabled(selected);
  // Spec §5: on the card the boleto follows the boleto field.
  const boletoEnabled = isCardBoletoEnabled(selected);

  return (
    <div className={styles.picker}>
      <p className={styles.hint}>{SELECT_INVOICE_TEXT}</p>
      <Carousel
        ref={carousel}
        dots={!stepped}
        // No clones: a cloned slide would repeat content inside aria-hidden slides.
        infinite={false}
        beforeChange={(_, next) => setCurrent(next)}
        customPaging={(index) => <button type="button" aria-label={`Ver fatura ${index + 1} de ${total}`} />}
      >
        {invoices.map((invoice, index) => (
          // `inert` keeps off-screen slides out of the tab order and the accessibility tree.
          <div key={invoiceKey(invoice)} className={styles.slide} inert={index !== current}>
            {Math.abs(index - current) <= RENDER_WINDOW ? (
              <InvoiceTile invoice={invoice} position={index + 1} total={total} />
            ) : (
              <div className={styles.tilePlaceholder} />
            )}
          </div>
        ))}
      </Carousel>
      {stepped && <InvoiceStepper current={current} total={total} onGo={(index) => carousel.current?.goTo(index)} />}
      <div className={styles.actions} aria-live="polite">
        <p className={styles.selectedLabel}>
          <strong>{name}</strong>
        </p>
        <PaymentActions invoice={selected} block />
        <DownloadInvoiceButton invoice={selected} kind="nota-fiscal" enabled={nfEnabled} label="Nota Fiscal" block size="large" aria-label={`Nota Fiscal da ${name}`} />
        <DownloadInvoiceButton
          invoice={selected}
          kind="boleto"
          enabled={boletoEnabled}
          label="Baixar Boleto"
          type={boletoEnabled && !selected.linhaDigitavel ? 'primary' : 'default'}
          block
          size="large"
          aria-label={`Baixar Boleto da ${name}`}
        />
        {(!nfEnabled || !boletoEnabled) && (
          <p className={styles.unavailable}>
            {!nfEnabled && !boletoEnabled
              ? 'Nota fiscal e boleto indisponíveis para este mês.'
              : !nfEnabled
                ? 'Nota fiscal indisponível para este mês.'
                : 'Boleto indisponível para este mês.'}
          </p>
        )}
      </div>
    </div>
  );
};
