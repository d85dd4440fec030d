export { peekReturnPath, rememberReturnPath, takeReturnPath } from './returnPath';
