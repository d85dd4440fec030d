import { Carousel } from 'antd';
import { useMemo, useState } from 'react';
import {
  invoiceKey,
  invoiceReference,
  isCardBoletoEnabled,
  isNotaFiscalEnabled,
  referenceLabel,
  type Invoice,
} from '@/entities/invoice';
import { DownloadInvoiceButton } from './DownloadInvoiceButton';
import styles from './InvoiceHistory.module.css';
import { MonthTile } from './MonthTile';

export const SELECT_INVOICE_TEXT = 'Selecione a fatura desejada abaixo';
const TILES_PER_SLIDE = 4;

const chunk = <T,>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, index * size + size));

/** Small screens: month tiles in a swipeable carousel, then the selected month's two downloads (spec §2). */
export const InvoiceMonthPicker = ({ invoices }: { invoices: Invoice[] }) => {
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [slide, setSlide] = useState(0);
  const pages = useMemo(() => chunk(invoices, TILES_PER_SLIDE), [invoices]);
  const selected = invoices.find((invoice) => invoiceKey(invoice) === selectedKey) ?? invoices[0]!;
  const label = referenceLabel(invoiceReference(selected));
  const nfEnabled = isNotaFiscalEnabled(selected);
  // Spec §5: on the card the boleto follows the boleto field.
  const boletoEnabled = isCardBoletoEnabled(selected);

  return (
    <div className={styles.picker}>
      <p className={styles.hint} id="invoice-picker-hint">
        {SELECT_INVOICE_TEXT}
      </p>
      <Carousel
        infinite={false}
        beforeChange={(_, next) => setSlide(next)}
        customPaging={(index) => <button type="button" aria-label={`Ver meses, página ${index + 1} de ${pages.length}`} />}
      >
        {pages.map((page, index) => (
          <div key={invoiceKey(page[0]!)} inert={index !== slide}>
            <div className={styles.tiles} role="group" aria-labelledby="invoice-picker-hint">
              {page.map((invoice) => (
                <MonthTile
                  key={invoiceKey(invoice)}
                  invoice={invoice}
                  selected={invoice === selected}
                  onSelect={() => setSelectedKey(invoiceKey(invoice))}
                />
              ))}
            </div>
          </div>
        ))}
      </Carousel>
      <div className={styles.actions} aria-live="polite">
        <p className={styles.selectedLabel}>
          Fatura de <strong>{label}</strong>
        </p>
        <DownloadInvoiceButton invoice={selected} kind="nota-fiscal" enabled={nfEnabled} label="Nota Fiscal" block size="large" aria-label={`Nota Fiscal de ${label}`} />
        <DownloadInvoiceButton
          invoice={selected}
          kind="boleto"
          enabled={boletoEnabled}
          label="Baixar Boleto"
          type="primary"
          block
          size="large"
          aria-label={`Baixar Boleto de ${label}`}
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
