export { isValidDocument } from './document';
export { documentKind } from './kind';
export { DOCUMENT_MASK, formatDocument } from './mask';
export { stripDocument } from './strip';
