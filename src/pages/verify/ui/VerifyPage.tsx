import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export const VerifyPage = () => <PagePlaceholder title="Verificação em duas etapas" text="Esta tela chega em breve." />;
