export { getTokenExpiryMs, getTokenSubject, isSameSubject, isTokenValid } from './token';
