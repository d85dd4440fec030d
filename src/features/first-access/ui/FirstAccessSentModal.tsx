import { MailOutlined } from '@ant-design/icons';
import { Button, Modal, theme } from 'antd';
import { ACTIVATION_LINK_MINUTES } from '@/shared/config';
import { maskEmail } from '@/shared/lib/email';

type Props = { email: string | null; onClose: () => void };

/** Spec §2: the link went to the masked address, activates the account, and expires in 15 minutes. */
export const FirstAccessSentModal = ({ email, onClose }: Props) => {
  const { token } = theme.useToken();
  return (
    <Modal
      open={Boolean(email)}
      title="Vamos verificar sua conta"
      onCancel={onClose}
      closable={{ 'aria-label': 'Fechar' }}
      footer={
        <Button type="primary" onClick={onClose}>
          Entendi
        </Button>
      }
      centered
    >
      <p style={{ display: 'flex', gap: 12, alignItems: 'flex-start', fontSize: 16 }}>
        <MailOutlined aria-hidden style={{ fontSize: 24, color: token.colorPrimary, marginTop: 2 }} />
        <span>
          Enviamos um link para <strong>{email ? maskEmail(email) : ''}</strong>. Use-o para ativar a sua conta.
        </span>
      </p>
      <p style={{ marginBottom: 0 }}>
        O link expira em {ACTIVATION_LINK_MINUTES} minutos. Se ele expirar, será preciso refazer o processo de primeiro
        acesso.
      </p>
    </Modal>
  );
};
