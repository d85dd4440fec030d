export { isValidCnpj } from './cnpj';
export { isValidCpf } from './cpf';
export { documentKind, isValidDocument } from './document';
export type { DocumentKind } from './document';
export { DOCUMENT_MASK, formatDocument } from './mask';
export { stripDocument } from './strip';
