export { FieldCheckbox } from './FieldCheckbox';
export { FieldDocumentInput } from './FieldDocumentInput';
export { FieldInput } from './FieldInput';
export type { FieldInputProps } from './FieldInput';
export { FieldPasswordInput } from './FieldPasswordInput';
export { FormAlert } from './FormAlert';
export { FormField } from './FormField';
export { SubmitButton } from './SubmitButton';
