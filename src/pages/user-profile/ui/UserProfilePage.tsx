import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export const UserProfilePage = () => <PagePlaceholder title="Perfil" text="Esta tela chega em breve." />;
