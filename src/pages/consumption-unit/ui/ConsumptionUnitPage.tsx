import { Button } from 'antd';
import { useLogout } from '@/features/logout';
import { busyButtonProps } from '@/shared/lib/form';
import { ContractUnitForm } from '@/features/select-contract-unit';
import { AuthHeading } from '@/widgets/auth-card';

/** Contract and unit choice after login (spec §2, decisions §3); a way out for the wrong account. */
export const ConsumptionUnitPage = () => {
  const { logout, isLoggingOut } = useLogout();
  return (
    <>
      <AuthHeading title="Unidade de consumo" text="Selecione o contrato e o unidade de consumo que deseja consultar." />
      <ContractUnitForm />
      <p style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        <Button type="link" {...busyButtonProps(isLoggingOut, () => void logout())}>
          Sair
        </Button>
      </p>
    </>
  );
};
