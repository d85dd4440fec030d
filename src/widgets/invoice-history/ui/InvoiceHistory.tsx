import { Grid, Segmented } from 'antd';
import { lazy, Suspense } from 'react';
import { NO_INVOICES_FOUND, NoInvoicesNextStep } from '@/entities/invoice';
import { SectionCard } from '@/shared/ui/section-card';
import { ALL_YEARS, useInvoiceList, type YearFilter } from '../model/useInvoiceList';
import { InvoiceTable } from './InvoiceTable';
import { PayPanel } from './PayPanel';
import { YearSummary } from './YearSummary';

// Phones only: antd's Carousel (react-slick) is not loaded where the table is shown (docs/code-figures.md).
const InvoiceCarousel = lazy(() => import('./InvoiceCarousel').then((m) => ({ default: m.InvoiceCarousel })));

const INVOICES_TITLE = 'Fatura';

type Props = {
  /** 1 when the widget is the page (one h1 per page); 2 inside the dashboard home. */
  titleLevel?: 1 | 2 | 3;
  /** Anchor for in-page links and scrolling. */
  id?: string;
};

/** The selected unit's invoices (or the account's): the year's totals, then a table (with the invoices to pay) on lg+, a carousel below lg (spec §2). */
export const InvoiceHistory = ({ titleLevel = 2, id }: Props) => {
  const screens = Grid.useBreakpoint();
  const { invoices, totals, years, year, setYear, scopeTitle, isLoading, isError, canRetry, retry } = useInvoiceList();
  const isDesktop = screens.lg === true;

  // antd resolves breakpoints in a layout effect: render nothing for that first pass, never the wrong layout.
  if (screens.lg === undefined) return null;

  const yearFilter =
    years.length > 1 ? (
      <Segmented<YearFilter>
        aria-label="Filtrar faturas por ano"
        size={isDesktop ? 'middle' : 'small'}
        value={year}
        onChange={setYear}
        options={[{ label: 'Todas', value: ALL_YEARS }, ...years.map((value) => ({ label: String(value), value }))]}
      />
    ) : null;

  return (
    <SectionCard
      id={id}
      title={INVOICES_TITLE}
      titleLevel={titleLevel}
      extra={yearFilter}
      subtitle={scopeTitle}
      isLoading={isLoading}
      loadingLabel="Carregando faturas"
      empty={invoices.length === 0 ? { message: NO_INVOICES_FOUND, hint: <NoInvoicesNextStep />, onRetry: isError && canRetry ? retry : undefined } : undefined}
    >
      {totals && <YearSummary totals={totals} />}
      {isDesktop ? (
        <>
          <PayPanel invoices={invoices} headingLevel={(titleLevel + 1) as 2 | 3 | 4} />
          <InvoiceTable invoices={invoices} />
        </>
      ) : (
        <Suspense fallback={null}>
          {/* The key restarts the carousel on the first invoice when the year changes. */}
          <InvoiceCarousel key={String(year)} invoices={invoices} />
        </Suspense>
      )}
    </SectionCard>
  );
};
