import { theme } from 'antd';
import { lazy, type CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import { DailyConsumption, DAILY_SECTION_ID } from '@/widgets/daily-consumption';
import { Greeting } from '@/widgets/dashboard-shell';
import { EconomyReport, ECONOMY_SECTION_ID } from '@/widgets/economy-report';
import { PATHS } from '@/shared/config';
import { useScrollToSection } from '../model/useScrollToSection';
import { DeferredSection } from './DeferredSection';
import styles from './DashboardHomePage.module.css';
import { SummaryRow } from './SummaryRow';

// The tables' code (antd Table, ~60 KB gzip) is not needed to greet: the summary's calls already fetch their data.
const ContractOverview = lazy(() => import('@/widgets/contract-overview').then((m) => ({ default: m.ContractOverview })));
const InvoiceHistory = lazy(() => import('@/widgets/invoice-history').then((m) => ({ default: m.InvoiceHistory })));

const SECTION_BY_PATH: Record<string, string> = {
  [PATHS.dashboard.economy]: ECONOMY_SECTION_ID,
  [PATHS.dashboard.daily]: DAILY_SECTION_ID,
};

/** App home (decisions §3): greeting, summary, contracts, invoices and both reports on one screen. */
export const DashboardHomePage = () => {
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  useScrollToSection(SECTION_BY_PATH[pathname.replace(/\/$/, '')] ?? null);
  const themeVars = {
    '--home-card-bg': token.colorBgContainer,
    '--home-border': token.colorBorderSecondary,
    '--home-text-secondary': token.colorTextSecondary,
    '--home-icon-bg': token.colorPrimaryBg,
    '--home-icon': token.colorPrimaryText,
    '--home-link': token.colorLink,
    '--home-link-hover': token.colorLinkHover,
  } as CSSProperties;
  return (
    <div className={styles.page} style={themeVars}>
      <Greeting />
      <SummaryRow />
      <DeferredSection label="Carregando contratos" kind="contracts">
        <ContractOverview titleLevel={2} />
      </DeferredSection>
      <DeferredSection label="Carregando faturas" kind="invoices">
        <InvoiceHistory titleLevel={2} />
      </DeferredSection>
      <EconomyReport />
      <DailyConsumption />
    </div>
  );
};
