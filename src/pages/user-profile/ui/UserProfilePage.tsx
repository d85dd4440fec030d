import { EditOutlined, IdcardOutlined, MailOutlined } from '@ant-design/icons';
import { Card, Flex, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import { selectUser } from '@/entities/session';
import { PATHS } from '@/shared/config';
import { useAppSelector } from '@/shared/model';
import { UserAvatar } from '@/widgets/dashboard-shell';

const ROLE_LABELS: Record<string, string> = { customer: 'Cliente', manager: 'Gestor' };

/** 'Perfil': who is signed in, with the ways to see or change the account data. */
export const UserProfilePage = () => {
  const user = useAppSelector(selectUser);
  const { token } = theme.useToken();
  if (!user) return null;
  const units = user.physicalAssets.length;
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        Perfil
      </Typography.Title>
      <Card style={{ maxWidth: 720 }}>
        <Flex gap={20} align="center" wrap>
          <UserAvatar name={user.displayName} size={72} decorative />
          <div style={{ flex: 1, minWidth: 200 }}>
            <Typography.Title level={2} style={{ fontSize: 22, margin: 0 }}>
              {user.displayName}
            </Typography.Title>
            <p style={{ margin: '4px 0 0', color: token.colorTextSecondary }}>
              {ROLE_LABELS[user.role] ?? user.role} · {units === 1 ? '1 unidade de consumo' : `${units} unidades de consumo`}
            </p>
            <p style={{ margin: '4px 0 0', color: token.colorTextSecondary }}>
              <MailOutlined aria-hidden /> {user.email}
            </p>
          </div>
        </Flex>
        <Flex gap={24} wrap style={{ marginTop: 24 }}>
          <Link to={PATHS.dashboard.user.account}>
            <IdcardOutlined aria-hidden /> Ver Dados Cadastrais
          </Link>
          {user.id ? (
            <Link to={PATHS.dashboard.user.edit(user.id)}>
              <EditOutlined aria-hidden /> Como alterar meus dados
            </Link>
          ) : null}
        </Flex>
      </Card>
    </>
  );
};
