import { validateWithSchema } from '@/shared/lib/form';

export type LoginValues = { document: string; password: string; keepConnected: boolean };

export const LOGIN_INITIAL_VALUES: LoginValues = { document: '', password: '', keepConnected: false };

export const validateLogin = validateWithSchema<LoginValues>(() => import('./loginSchema').then((module) => module.loginSchema));
