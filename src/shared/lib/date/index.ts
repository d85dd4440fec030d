export { toDateTime } from './dateTime';
