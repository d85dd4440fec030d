import { ContractUnitForm } from '@/features/select-contract-unit';
import { AuthHeading } from '@/widgets/auth-card';

/** Contract and unit choice after login (spec §2, decisions §3). */
export const ConsumptionUnitPage = () => (
  <>
    <AuthHeading title="Unidade de consumo" text="Selecione o contrato e o unidade de consumo que deseja consultar." />
    <ContractUnitForm />
  </>
);
