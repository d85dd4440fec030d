import { MailOutlined } from '@ant-design/icons';
import { Card, Flex, Typography, theme } from 'antd';
import { selectUser } from '@/entities/session';
import { getConfig } from '@/shared/config';
import { documentKind, formatDocument } from '@/shared/lib/document';
import { useAppSelector } from '@/shared/model';
import { UserAvatar } from '@/widgets/dashboard-shell';
import { AccountUnits } from './AccountUnits';
import { InfoList } from './InfoList';
import './account.css';

const ROLE_LABELS: Record<string, string> = { customer: 'Cliente', manager: 'Gestor' };

/** 'Dados Cadastrais' (decisions §3): read-only name, e-mail, document, address and units. */
export const AccountPage = () => {
  const user = useAppSelector(selectUser);
  const { token } = theme.useToken();
  const { supportEmail } = getConfig();
  if (!user) return null;
  const address = user.address;
  const zipcode = address?.zipcode?.trim();

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        Dados Cadastrais
      </Typography.Title>
      <Typography.Paragraph style={{ color: token.colorTextSecondary, maxWidth: 720 }}>
        Estes são os dados da sua conta. Para alterar alguma informação, fale com o nosso atendimento pelo e-mail{' '}
        <a href={`mailto:${supportEmail}`} style={{ textDecoration: 'underline' }}>
          <MailOutlined aria-hidden /> {supportEmail}
        </a>
        .
      </Typography.Paragraph>
      <div className="account-grid">
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Identificação</h2>}>
          <Flex align="center" gap={16} style={{ marginBottom: 8 }}>
            <UserAvatar name={user.displayName} size={56} decorative />
            <span>
              <span style={{ display: 'block', fontSize: 18, fontWeight: 500 }}>{user.displayName}</span>
              <span style={{ color: token.colorTextSecondary }}>{ROLE_LABELS[user.role] ?? user.role}</span>
            </span>
          </Flex>
          <InfoList
            rows={[
              { label: 'Nome', value: user.displayName },
              { label: 'E-mail', value: user.email },
              { label: documentKind(user.cnpj) === 'cpf' ? 'CPF' : 'CNPJ', value: formatDocument(user.cnpj) },
            ]}
          />
        </Card>
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Endereço</h2>}>
          <InfoList
            rows={[
              { label: 'Logradouro', value: [address?.street, address?.number].filter(Boolean).join(', ') },
              { label: 'Bairro', value: address?.neighborhood },
              { label: 'Cidade', value: [address?.city, address?.state].filter(Boolean).join(' - ') },
              { label: 'CEP', value: zipcode || 'Não informado' },
            ]}
          />
        </Card>
        <AccountUnits />
      </div>
    </>
  );
};
