import { ReloadOutlined } from '@ant-design/icons';
import { Button, Grid, theme, Segmented, Spin } from 'antd';
import { createElement, useId, type CSSProperties } from 'react';
import { ALL_YEARS, useInvoiceList, type YearFilter } from '../model/useInvoiceList';
import styles from './InvoiceHistory.module.css';
import { InvoiceMonthPicker } from './InvoiceMonthPicker';
import { InvoiceTable } from './InvoiceTable';

export const INVOICES_TITLE = 'Fatura';
export const NO_INVOICES_MESSAGE = 'Nenhuma Fatura encontrada.';

// antd tokens as CSS variables, so the stylesheet follows light, dark and bold contrast.
const themeVars = (token: ReturnType<typeof theme.useToken>['token']) =>
  ({
    '--w-bg': token.colorBgContainer,
    '--w-border': token.colorBorderSecondary,
    '--w-border-strong': token.colorBorder,
    '--w-text': token.colorText,
    '--w-text-secondary': token.colorTextSecondary,
    '--w-primary': token.colorPrimary,
    '--w-primary-text': token.colorPrimaryText,
    '--w-primary-bg': token.colorPrimaryBg,
  }) as CSSProperties;

type Props = {
  /** 1 when the widget is the page (one h1 per page); 2 inside the dashboard home. */
  titleLevel?: 1 | 2 | 3;
  /** Anchor for in-page links and scrolling. */
  id?: string;
};

/** The customer's invoices: a table on lg+, month tiles below lg (spec §2). */
export const InvoiceHistory = ({ titleLevel = 2, id }: Props) => {
  const screens = Grid.useBreakpoint();
  const { invoices, years, year, setYear, isLoading, isError, canRetry, retry } = useInvoiceList();
  const isDesktop = screens.lg === true;
  const titleId = useId();
  const { token } = theme.useToken();

  const body = () => {
    if (isLoading) {
      return (
        <div className={styles.center}>
          <Spin size="large" aria-label="Carregando faturas" />
        </div>
      );
    }
    if (invoices.length === 0) {
      return (
        <div className={styles.empty}>
          <p>{NO_INVOICES_MESSAGE}</p>
          {isError && canRetry && (
            <Button icon={<ReloadOutlined aria-hidden />} onClick={retry}>
              Tentar novamente
            </Button>
          )}
        </div>
      );
    }
    // The key restarts the month carousel on the first page when the year changes.
    return isDesktop ? <InvoiceTable invoices={invoices} /> : <InvoiceMonthPicker key={String(year)} invoices={invoices} />;
  };

  // antd resolves breakpoints in a layout effect: render nothing for that first pass, never the wrong layout.
  if (screens.lg === undefined) return null;

  return (
    <section id={id} className={styles.section} style={themeVars(token)} aria-labelledby={titleId} aria-busy={isLoading}>
      <div className={styles.header}>
        {createElement(`h${titleLevel}`, { id: titleId, className: styles.title }, INVOICES_TITLE)}
        {years.length > 1 && (
          <Segmented<YearFilter>
            aria-label="Filtrar faturas por ano"
            size={isDesktop ? 'middle' : 'small'}
            value={year}
            onChange={setYear}
            options={[{ label: 'Todos', value: ALL_YEARS }, ...years.map((value) => ({ label: String(value), value }))]}
          />
        )}
      </div>
      {body()}
    </section>
  );
};
