import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export const NewPasswordPage = () => <PagePlaceholder title="Nova senha" text="Esta tela chega em breve." />;
