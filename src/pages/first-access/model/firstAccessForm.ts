import { validateWithSchema } from '@/shared/lib/form';

export type FirstAccessValues = { document: string; email: string };

export const FIRST_ACCESS_INITIAL_VALUES: FirstAccessValues = { document: '', email: '' };

export const validateFirstAccess = validateWithSchema<FirstAccessValues>(() =>
  import('./firstAccessSchema').then((module) => module.firstAccessSchema),
);
