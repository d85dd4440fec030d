import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export const CustomerServicePage = () => <PagePlaceholder title="Canal de Atendimento ao Cliente" text="Esta tela chega em breve." />;
