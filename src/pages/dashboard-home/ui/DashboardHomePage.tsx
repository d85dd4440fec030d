import { lazy, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTES } from '@/shared/routes';
import { useBalance } from '../model/balance/useBalance';
import { BalancePanel } from './balance/BalancePanel';
import { Greeting } from '@/widgets/dashboard-shell';
import { preloadChartOf } from '../model/preloadChartOf';
import { DeferredSection } from './DeferredSection';
import { CompanyPanel } from './company/CompanyPanel';
import styles from './DashboardHomePage.module.css';
import { SummaryRow } from './SummaryRow';

// The tables' code (antd Table) is not needed to greet: the summary's calls already fetch their data (docs/code-figures.md, "Code loaded later").
const ContractOverview = lazy(() => import('@/widgets/contract-overview').then((m) => ({ default: m.ContractOverview })));
const InvoiceHistory = lazy(() => import('@/widgets/invoice-history').then((m) => ({ default: m.InvoiceHistory })));
// Nor is 'Alertas': its code, and so its energy calls, wait until the balance panel has its answer.
const EnergyAlerts = lazy(() => import('./alerts/EnergyAlerts'));
// Nor are the reports below them (period pickers, toggles, tables): they load as they come near the
// screen, or at once when the page opens on one of them (and scrolls there).
const ReportSections = lazy(() => import('./ReportSections').then((m) => ({ default: m.ReportSections })));

/** The spec's aliases of the home, each opening it on its report. */
const REPORT_PATHS: readonly string[] = [ROUTES.economy.path, ROUTES.daily.path];

/**
 * App home (decisions §3): greeting, what is owed (§9: first at every size), the energy alerts (§10), summary,
 * contracts, invoices and both reports on one screen.
 */
export const DashboardHomePage = () => {
  const { pathname } = useLocation();
  useEffect(() => preloadChartOf(pathname), [pathname]);
  // Opened on a report, the sections above it wait until the page has scrolled there: only those the customer
  // scrolls back to load.
  const [reportShown, setReportShown] = useState(false);
  const showReport = useCallback(() => setReportShown(true), []);
  const onReport = REPORT_PATHS.includes(pathname.replace(/\/$/, ''));
  const held = onReport && !reportShown;
  // The same call as the balance panel's (one request): while it is out, the alerts' calls would compete with it.
  const balancePending = useBalance().isLoading;
  return (
    <div className={styles.page}>
      <Greeting />
      <CompanyPanel />
      <BalancePanel />
      <DeferredSection label="Carregando alertas" kind="alerts" held={held || balancePending}>
        <EnergyAlerts />
      </DeferredSection>
      <SummaryRow />
      <DeferredSection label="Carregando contratos" kind="contracts" held={held}>
        <ContractOverview titleLevel={2} />
      </DeferredSection>
      <DeferredSection label="Carregando faturas" kind="invoices" held={held}>
        <InvoiceHistory titleLevel={2} />
      </DeferredSection>
      <DeferredSection label="Carregando relatórios" kind="reports" eager={onReport}>
        <ReportSections onShown={showReport} />
      </DeferredSection>
    </div>
  );
};
