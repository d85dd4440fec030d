export { getTokenExpiryMs, getTokenSubject, isTokenValid } from './token';
