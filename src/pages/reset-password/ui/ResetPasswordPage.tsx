import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export const ResetPasswordPage = () => <PagePlaceholder title="Esqueceu sua senha?" text="Esta tela chega em breve." />;
