import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export const ConsumptionUnitPage = () => <PagePlaceholder title="Unidade de consumo" text="Esta tela chega em breve." />;
