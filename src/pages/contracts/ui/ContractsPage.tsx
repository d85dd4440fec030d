import { ContractOverview } from '@/widgets/contract-overview';

/** /dashboard/contract: the contract widget is the page, so its title is the page's one h1. */
export const ContractsPage = () => <ContractOverview titleLevel={1} />;
