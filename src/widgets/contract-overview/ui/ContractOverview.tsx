import { ReloadOutlined } from '@ant-design/icons';
import { Button, Grid, theme, Spin } from 'antd';
import { createElement, useId, type CSSProperties } from 'react';
import { useContractRows } from '../model/useContractRows';
import { ContractCarousel } from './ContractCarousel';
import styles from './ContractOverview.module.css';
import { ContractTable } from './ContractTable';

export const CONTRACTS_TITLE = 'Contrato de Adesão';
export const NO_CONTRACTS_MESSAGE = 'Nenhum Contrato encontrado.';

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

/** The selected asset's contracts: a table on lg+, a swipeable carousel of cards below lg (spec §2). */
export const ContractOverview = ({ titleLevel = 2, id }: Props) => {
  const screens = Grid.useBreakpoint();
  const { rows, firstName, isLoading, isError, retry, canRetry } = useContractRows();
  const isDesktop = screens.lg === true;
  const titleId = useId();
  const { token } = theme.useToken();

  const body = () => {
    if (isLoading) {
      return (
        <div className={styles.center}>
          <Spin size="large" aria-label="Carregando contratos" />
        </div>
      );
    }
    if (rows.length === 0) {
      return (
        <div className={styles.empty}>
          <p>{NO_CONTRACTS_MESSAGE}</p>
          {isError && canRetry && (
            <Button icon={<ReloadOutlined aria-hidden />} onClick={retry}>
              Tentar novamente
            </Button>
          )}
        </div>
      );
    }
    return isDesktop ? <ContractTable rows={rows} /> : <ContractCarousel rows={rows} />;
  };

  // antd resolves breakpoints in a layout effect: render nothing for that first pass, never the wrong layout.
  if (screens.lg === undefined) return null;

  return (
    <section id={id} className={styles.section} style={themeVars(token)} aria-labelledby={titleId} aria-busy={isLoading}>
      <div className={styles.header}>
        {createElement(`h${titleLevel}`, { id: titleId, className: styles.title }, CONTRACTS_TITLE)}
        {!isDesktop && firstName && <span className={styles.firstName}>{firstName}</span>}
      </div>
      {body()}
    </section>
  );
};
