export { decodeBase64Url, decodeJwtPayload, getTokenExpiryMs, isTokenValid } from './token';
