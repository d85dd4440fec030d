export { decodeBase64Url, decodeJwtPayload, getTokenExpiryMs, getTokenSubject, isSameSubject, isTokenValid } from './token';
