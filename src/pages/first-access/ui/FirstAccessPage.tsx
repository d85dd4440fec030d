import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export const FirstAccessPage = () => <PagePlaceholder title="Primeiro Acesso" text="Esta tela chega em breve." />;
