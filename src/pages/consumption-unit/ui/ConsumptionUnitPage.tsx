import { Button } from 'antd';
import { AntdThemeScope } from '@/entities/appearance';
import { useLogout } from '@/features/logout';
import { busyButtonProps } from '@/shared/lib/form';
import { ContractUnitForm } from '@/features/select-contract-unit';
import { AuthHeading } from '@/widgets/auth-card';

/** The choice and a way out for the wrong account; inside the scope, so the logout toast has antd's App. */
const ConsumptionUnitContent = () => {
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

/** Contract and unit choice after login (spec §2, decisions §3). Uses antd, so opens its theme scope. */
export const ConsumptionUnitPage = () => (
  <AntdThemeScope>
    <ConsumptionUnitContent />
  </AntdThemeScope>
);
