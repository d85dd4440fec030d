import { theme } from 'antd';
import { FirstAccessForm } from '@/features/first-access';
import { FIRST_ACCESS_VERSION } from '@/shared/config';
import { AuthHeading } from '@/widgets/auth-card';

/** First access (spec §2): title, greeting, lead text, the form and the version label. */
export const FirstAccessPage = () => {
  const { token } = theme.useToken();
  return (
    <>
      <AuthHeading
        title="Primeiro Acesso"
        text={
          <>
            <strong style={{ display: 'block', color: token.colorText }}>Bem-vindo!</strong>
            Insira os dados abaixo para criar o seu acesso
          </>
        }
      />
      <FirstAccessForm />
      <p style={{ textAlign: 'center', margin: '24px 0 0', fontSize: 12, color: token.colorTextSecondary }}>
        {FIRST_ACCESS_VERSION}
      </p>
    </>
  );
};
