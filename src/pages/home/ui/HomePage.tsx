import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export const HomePage = () => <PagePlaceholder title="Início" text="Esta tela chega em breve." />;
