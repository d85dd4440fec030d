import { lazy, Suspense } from 'react';
import { Greeting } from '@/widgets/dashboard-shell';
import { DeferredSection } from './DeferredSection';
import styles from './DashboardHomePage.module.css';
import { SummaryRow } from './SummaryRow';

// The tables' code (antd Table, ~60 KB gzip) is not needed to greet: the summary's calls already fetch their data.
const ContractOverview = lazy(() => import('@/widgets/contract-overview').then((m) => ({ default: m.ContractOverview })));
const InvoiceHistory = lazy(() => import('@/widgets/invoice-history').then((m) => ({ default: m.InvoiceHistory })));
// Nor are the reports below them (period pickers, toggles, tables: ~20 KB gzip); they scroll into view on arrival.
const ReportSections = lazy(() => import('./ReportSections').then((m) => ({ default: m.ReportSections })));

/** App home (decisions §3): greeting, summary, contracts, invoices and both reports on one screen. */
export const DashboardHomePage = () => {
  return (
    <div className={styles.page}>
      <Greeting />
      <SummaryRow />
      <DeferredSection label="Carregando contratos" kind="contracts">
        <ContractOverview titleLevel={2} />
      </DeferredSection>
      <DeferredSection label="Carregando faturas" kind="invoices">
        <InvoiceHistory titleLevel={2} />
      </DeferredSection>
      <Suspense fallback={null}>
        <ReportSections />
      </Suspense>
    </div>
  );
};
