import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export const CookiesPage = () => <PagePlaceholder title="Aviso de Cookies" text="Esta tela chega em breve." />;
