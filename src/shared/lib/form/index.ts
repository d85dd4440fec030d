export { busyButtonProps } from './busyButton';
export { DOCUMENT_INPUT_PROPS, useDocumentMask } from './documentMask';
export { formikField } from './formikField';
export type { FieldFeedback } from './formikField';
