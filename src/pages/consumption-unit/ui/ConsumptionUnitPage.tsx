import { useLogout } from '@/features/logout';
import { ContractUnitForm } from './ContractUnitForm';
import { LinkButton } from '@/shared/ui/form-field';
import { AuthHeading, AuthLinks } from '@/widgets/auth-card';

/** Contract and unit choice after login (spec §2, decisions §3); a way out for the wrong account. */
export const ConsumptionUnitPage = () => {
  const { logout, isLoggingOut } = useLogout();
  return (
    <>
      <AuthHeading text="Selecione o contrato e o unidade de consumo que deseja consultar." />
      <ContractUnitForm />
      <AuthLinks spacing="compact">
        <LinkButton busy={isLoggingOut} onClick={() => void logout()}>
          Sair
        </LinkButton>
      </AuthLinks>
    </>
  );
};
