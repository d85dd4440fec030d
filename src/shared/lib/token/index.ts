export { decodeJwtPayload, getTokenExpiryMs, isTokenValid } from './token';
export type { JwtPayload } from './token';
