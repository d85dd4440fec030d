import { validateWithSchema } from '@/shared/lib/form';

export type ForgotPasswordValues = { email: string };

export const FORGOT_PASSWORD_INITIAL_VALUES: ForgotPasswordValues = { email: '' };

export const validateForgotPassword = validateWithSchema<ForgotPasswordValues>(() =>
  import('./forgotPasswordSchema').then((module) => module.forgotPasswordSchema),
);
