export { formikField } from './formikField';
export type { FieldFeedback } from './formikField';
export { validateWithSchema } from './schemaValidation';
export { useLatestValidation } from './latestValidation';
export { caretIn, putCaretBack } from './caret';
export type { Caret } from './caret';
