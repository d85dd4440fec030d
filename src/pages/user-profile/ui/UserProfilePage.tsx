import { EditOutlined, IdcardOutlined, MailOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { selectUser } from '@/entities/session';
import { hrefOf, ROUTES, useScreenHeading } from '@/shared/routes';
import { useAppSelector } from '@/shared/model';
import { UserAvatar } from '@/widgets/dashboard-shell';
import styles from './UserProfilePage.module.css';
import { EmailAddress } from '@/shared/ui/email-address';

const ROLE_LABELS: Record<string, string> = { customer: 'Cliente', manager: 'Gestor' };

/** 'Perfil': who is signed in, with the ways to see or change the account data. */
export const UserProfilePage = () => {
  const heading = useScreenHeading();
  const user = useAppSelector(selectUser);
  if (!user) return null;
  const units = user.physicalAssets.length;
  return (
    <>
      <Typography.Title level={1} className={styles.title}>
        {heading}
      </Typography.Title>
      <Card className={styles.card}>
        <Flex gap={20} align="center" wrap>
          <UserAvatar name={user.displayName} size={72} decorative />
          <div className={styles.who}>
            <Typography.Title level={2} className={styles.name}>
              {user.displayName}
            </Typography.Title>
            <p className={styles.detail}>
              {ROLE_LABELS[user.role] ?? user.role} · {units === 1 ? '1 unidade de consumo' : `${units} unidades de consumo`}
            </p>
            <p className={styles.detail}>
              <MailOutlined aria-hidden /> <EmailAddress address={user.email} />
            </p>
          </div>
        </Flex>
        <Flex gap={24} wrap className={styles.links}>
          <Link to={ROUTES.account.path}>
            <IdcardOutlined aria-hidden /> Ver Dados Cadastrais
          </Link>
          {user.id ? (
            <Link to={hrefOf(ROUTES.userEdit, user.id)}>
              <EditOutlined aria-hidden /> Como alterar meus dados
            </Link>
          ) : null}
        </Flex>
      </Card>
    </>
  );
};
