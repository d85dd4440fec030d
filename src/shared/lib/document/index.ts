export { isValidCnpj } from './cnpj';
export { isValidCpf } from './cpf';
export { documentKind, formatDocument, isValidDocument } from './document';
export type { DocumentKind } from './document';
export { documentMaskOptions } from './mask';
export { stripDocument } from './strip';
