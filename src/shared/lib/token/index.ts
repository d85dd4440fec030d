export { decodeBase64Url, decodeJwtPayload, getTokenExpiryMs, isTokenValid } from './token';
export type { JwtPayload } from './token';
