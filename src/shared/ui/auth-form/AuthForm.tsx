import { Alert, Button, Form } from 'antd';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/shared/config';
import { busyButtonProps } from '@/shared/lib/form';

type Props = {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The server's answer when the last submit failed, above the fields. */
  error?: string | null;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
};

/**
 * The frame of the recovery screens' forms (forgot password, first access, new password): a failed submit's
 * message on top, the fields, the full-width submit button, and 'Retornar para entrar'.
 * The browser's own validation stays off: the fields' messages come from the form's schema.
 */
export const AuthForm = ({ onSubmit, error, submitting, submitLabel, children }: Props) => (
  <form onSubmit={onSubmit} noValidate>
    <Form component={false} layout="vertical" requiredMark={false}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} />}
      {children}
      <Button type="primary" htmlType="submit" size="large" block {...busyButtonProps(submitting)}>
        {submitLabel}
      </Button>
      <p style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
        <Link to={PATHS.auth.login}>Retornar para entrar</Link>
      </p>
    </Form>
  </form>
);
