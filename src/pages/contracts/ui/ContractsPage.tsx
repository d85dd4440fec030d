import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export const ContractsPage = () => <PagePlaceholder title="Contrato de Adesão" text="Esta tela chega em breve." />;
