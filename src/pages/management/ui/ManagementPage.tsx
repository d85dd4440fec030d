import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export const ManagementPage = () => <PagePlaceholder title="Gestão" text="Esta tela chega em breve." />;
