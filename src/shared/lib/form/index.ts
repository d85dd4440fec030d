export { formikField } from './formikField';
