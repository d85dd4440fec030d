import { MailOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { selectUser } from '@/entities/session';
import { useAppConfig } from '@/shared/config';
import { documentKind, formatDocument } from '@/shared/lib/document';
import { useAppSelector } from '@/shared/model';
import { UserAvatar } from '@/widgets/dashboard-shell';
import { AccountUnits } from './AccountUnits';
import { InfoList } from './InfoList';
import './account.css';
import { EmailAddress } from '@/shared/ui/email-address';
import { useScreenHeading } from '@/shared/routes';

const ROLE_LABELS: Record<string, string> = { customer: 'Cliente', manager: 'Gestor' };

/** 'Dados Cadastrais' (decisions §3): read-only name, e-mail, document, address and units. */
export const AccountPage = () => {
  const heading = useScreenHeading();
  const user = useAppSelector(selectUser);
  const { supportEmail } = useAppConfig();
  if (!user) return null;
  const address = user.address;
  const zipcode = address?.zipcode?.trim();

  return (
    <>
      <Typography.Title level={1} className="account-title">
        {heading}
      </Typography.Title>
      <Typography.Paragraph className="account-lead">
        Estes são os dados da sua conta. Para alterar alguma informação, fale com o nosso atendimento pelo e-mail{' '}
        <a href={`mailto:${supportEmail}`} className="account-mail">
          <MailOutlined aria-hidden /> <EmailAddress address={supportEmail} />
        </a>
        .
      </Typography.Paragraph>
      <div className="account-grid">
        <Card title={<h2 className="account-card-title">Identificação</h2>}>
          <Flex align="center" gap={16} className="account-identity">
            <UserAvatar name={user.displayName} size={56} decorative />
            <span>
              <span className="account-name">{user.displayName}</span>
              <span className="account-muted">{ROLE_LABELS[user.role] ?? user.role}</span>
            </span>
          </Flex>
          <InfoList
            rows={[
              { label: 'Nome', value: user.displayName },
              { label: 'E-mail', value: user.email && <EmailAddress address={user.email} /> },
              { label: documentKind(user.cnpj) === 'cpf' ? 'CPF' : 'CNPJ', value: formatDocument(user.cnpj) },
            ]}
          />
        </Card>
        <Card title={<h2 className="account-card-title">Endereço</h2>}>
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
