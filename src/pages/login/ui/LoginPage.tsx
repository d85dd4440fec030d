import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export const LoginPage = () => <PagePlaceholder title="Entrar" text="Esta tela chega em breve." />;
