export { formikField } from './formikField';
export type { FieldFeedback } from './formikField';
export { validateWithSchema } from './schemaValidation';
export { useLatestValidation } from './latestValidation';
