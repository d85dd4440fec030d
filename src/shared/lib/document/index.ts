export { documentKind, isValidDocument } from './document';
export { DOCUMENT_MASK, formatDocument } from './mask';
export { stripDocument } from './strip';
