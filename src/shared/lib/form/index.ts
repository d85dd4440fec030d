export { busyButtonProps } from './busyButton';
export { formikField } from './formikField';
