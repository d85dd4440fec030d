import { ArrowLeftOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { selectUser } from '@/entities/session';
import { useAppConfig } from '@/shared/config';
import { ROUTES, useScreenHeading } from '@/shared/routes';
import { useAppSelector } from '@/shared/model';
import styles from './UserEditPage.module.css';
import { EmailAddress } from '@/shared/ui/email-address';

/**
 * '/dashboard/user/{id}/edit': the spec shows no edit screen and the API has no update call, so this
 * page says how account data is changed (through customer service) instead of offering a dead form.
 */
export const UserEditPage = () => {
  const heading = useScreenHeading();
  const { id } = useParams();
  const user = useAppSelector(selectUser);
  const { supportEmail } = useAppConfig();
  const isOwnAccount = Boolean(user && (!user.id || user.id === id));

  return (
    <>
      <Typography.Title level={1} className={styles.title}>
        {heading}
      </Typography.Title>
      <Card className={styles.card}>
        {isOwnAccount ? (
          <Alert
            type="info"
            showIcon
            title="Alterações cadastrais são feitas pelo atendimento"
            description={
              <>
                Por segurança, nome, documento, e-mail e endereço da conta de <strong>{user?.displayName}</strong> são alterados
                pela nossa equipe. Envie o pedido para{' '}
                <a
                  href={`mailto:${supportEmail}?subject=${encodeURIComponent('Alteração de dados cadastrais')}`}
                  className={styles.mail}
                >
                  <MailOutlined aria-hidden /> <EmailAddress address={supportEmail} />
                </a>
                .
              </>
            }
          />
        ) : (
          <Alert type="warning" showIcon title="Usuário não encontrado" description="Você só pode consultar os dados da sua própria conta." />
        )}
        <Flex gap={24} wrap className={styles.links}>
          <Link to={ROUTES.account.path}>
            <ArrowLeftOutlined aria-hidden /> Voltar para Dados Cadastrais
          </Link>
        </Flex>
      </Card>
    </>
  );
};
