import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export const DashboardHomePage = () => <PagePlaceholder title="Início" text="Esta tela chega em breve." />;
