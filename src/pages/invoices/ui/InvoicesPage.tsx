import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export const InvoicesPage = () => <PagePlaceholder title="Fatura" text="Esta tela chega em breve." />;
