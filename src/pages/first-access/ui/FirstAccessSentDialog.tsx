import MailShape from '@ant-design/icons-svg/inline-svg/outlined/mail.svg?shape';
import { ACTIVATION_LINK_MINUTES } from '@/shared/config';
import { maskEmail } from '@/shared/lib/email';
import { FormDialog, shapeIcon } from '@/shared/ui/form-field';
import styles from './FirstAccessSentDialog.module.css';
import { EmailAddress } from '@/shared/ui/email-address';

const MailIcon = /* @__PURE__ */ shapeIcon(MailShape);

type Props = { email: string | null; onClose: () => void };

/** Spec §2: the link went to the masked address, activates the account, and expires in 15 minutes. */
export const FirstAccessSentDialog = ({ email, onClose }: Props) => (
  <FormDialog open={Boolean(email)} title="Vamos verificar sua conta" actionLabel="Entendi" onClose={onClose}>
    <p className={styles.sent}>
      <span className={styles.icon}>
        <MailIcon size={24} />
      </span>
      <span>
        Enviamos um link para <strong>{email ? <EmailAddress address={maskEmail(email)} /> : ''}</strong>. Use-o para ativar a
        sua conta.
      </span>
    </p>
    <p>
      O link expira em {ACTIVATION_LINK_MINUTES} minutos. Se ele expirar, será preciso refazer o processo de primeiro
      acesso.
    </p>
  </FormDialog>
);
