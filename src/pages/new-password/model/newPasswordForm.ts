import { validateWithSchema } from '@/shared/lib/form';

export type NewPasswordValues = { password: string; confirmation: string };

export const NEW_PASSWORD_INITIAL_VALUES: NewPasswordValues = { password: '', confirmation: '' };

export const PASSWORD_RULE = 'A senha deve ter pelo menos 8 caracteres, com letras e números.';

export const validateNewPassword = validateWithSchema<NewPasswordValues>(() =>
  import('./newPasswordSchema').then((module) => module.newPasswordSchema),
);
