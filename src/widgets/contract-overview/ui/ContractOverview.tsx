import { Grid } from 'antd';
import { lazy, Suspense } from 'react';
import { SectionCard } from '@/shared/ui/section-card';
import { SupportLink } from '@/shared/ui/support-link';
import { useContractRows } from '../model/useContractRows';
import styles from './ContractOverview.module.css';
import { ContractTable } from './ContractTable';

// Phones only: antd's Carousel (react-slick) is not loaded where the table is shown (docs/code-figures.md).
const ContractCarousel = lazy(() => import('./ContractCarousel').then((m) => ({ default: m.ContractCarousel })));

const CONTRACTS_TITLE = 'Contrato de Adesão';
const NO_CONTRACTS_MESSAGE = 'Nenhum Contrato encontrado.';
const NO_CONTRACTS_HINT = (
  <>
    O contrato de energia desta unidade aparece aqui assim que for assinado. Dúvidas? <SupportLink />
  </>
);

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

  // antd resolves breakpoints in a layout effect: render nothing for that first pass, never the wrong layout.
  if (screens.lg === undefined) return null;

  return (
    <SectionCard
      id={id}
      title={CONTRACTS_TITLE}
      titleLevel={titleLevel}
      extra={!isDesktop && firstName ? <span className={styles.firstName}>{firstName}</span> : null}
      extraPlacement="inline"
      isLoading={isLoading}
      loadingLabel="Carregando contratos"
      empty={rows.length === 0 ? { message: NO_CONTRACTS_MESSAGE, hint: NO_CONTRACTS_HINT, onRetry: isError && canRetry ? retry : undefined } : undefined}
    >
      {isDesktop ? (
        <ContractTable rows={rows} />
      ) : (
        <Suspense fallback={<div className={styles.carousel} />}>
          <ContractCarousel rows={rows} />
        </Suspense>
      )}
    </SectionCard>
  );
};
