export { decodeBase64Url, decodeJwtPayload, getTokenExpiryMs, getTokenSubject, isTokenValid } from './token';
