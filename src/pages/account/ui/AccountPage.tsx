import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export const AccountPage = () => <PagePlaceholder title="Dados Cadastrais" text="Esta tela chega em breve." />;
