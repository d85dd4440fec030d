import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export const UserEditPage = () => <PagePlaceholder title="Editar usuário" text="Esta tela chega em breve." />;
