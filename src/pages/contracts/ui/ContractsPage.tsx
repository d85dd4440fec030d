import { ContractOverview } from '@/widgets/contract-overview';
import { PageTitle } from '@/shared/ui/page-title';

/** /dashboard/contract: the contract widget is the page, so its title is the page's one h1. */
export const ContractsPage = () => (
  <>
    <PageTitle name="Contrato de Adesão" />
    <ContractOverview titleLevel={1} />
  </>
);
