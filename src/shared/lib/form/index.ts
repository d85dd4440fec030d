export { formikField } from './formikField';
export type { FieldFeedback } from './formikField';
