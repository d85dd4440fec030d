import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export const PrivacyPage = () => <PagePlaceholder title="Aviso de Privacidade" text="Esta tela chega em breve." />;
