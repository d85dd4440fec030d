import { fnv1a } from '@/shared/lib/hash';
import type { MfaStep } from '../model/sessionSlice';
import type { User } from '../model/types';
import { isSafeReturnPath } from './returnPath';

/** Per-tab keys (sessionStorage): the remembered page and the pending e-mail code step. */
export const TAB_KEYS = { returnPath: 'returnTo', mfaStep: 'mfaStep' } as const;
/** Per-device key (localStorage): the unit each account used last, by a digest of its opaque id. */
export const LAST_UNITS_KEY = 'lastUnits';

/** Never the document, name or e-mail: a digest of the account id, or nothing without one. */
const accountKey = (user: User): string | null =>
  user.id ? [0x811c9dc5, 0x9e3779b9].map((seed) => fnv1a(user.id!, seed).toString(36)).join('') : null;

const safely = <T,>(run: () => T, fallback: T): T => {
  try {
    return run();
  } catch {
    return fallback;
  }
};

const readJson = (storage: () => Storage, key: string): unknown =>
  safely(() => JSON.parse(storage().getItem(key) ?? 'null') as unknown, null);

const writeJson = (storage: () => Storage, key: string, value: unknown): void =>
  safely(() => (value === null ? storage().removeItem(key) : storage().setItem(key, JSON.stringify(value))), undefined);

const tab = () => globalThis.sessionStorage;
const device = () => globalThis.localStorage;

export const readReturnPath = (): string | null => {
  const path = safely(() => tab().getItem(TAB_KEYS.returnPath), null);
  return path && isSafeReturnPath(path) ? path : null;
};
export const writeReturnPath = (path: string | null): void =>
  safely(() => (path ? tab().setItem(TAB_KEYS.returnPath, path) : tab().removeItem(TAB_KEYS.returnPath)), undefined);

const isMfaStep = (value: unknown): value is MfaStep => {
  const step = value as Partial<MfaStep> | null;
  return (
    typeof step?.email === 'string' &&
    typeof step.keepConnected === 'boolean' &&
    typeof step.sentAt === 'number' &&
    typeof step.expiresAt === 'number'
  );
};
export const readMfaStep = (): MfaStep | null => {
  const value = readJson(tab, TAB_KEYS.mfaStep);
  return isMfaStep(value) ? value : null;
};
export const writeMfaStep = (step: MfaStep | null): void => writeJson(tab, TAB_KEYS.mfaStep, step);

type LastUnits = Record<string, string>;
const readLastUnits = (): LastUnits => {
  const value = readJson(device, LAST_UNITS_KEY);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as LastUnits) : {};
};
export const readLastUnit = (user: User): string | null => {
  const key = accountKey(user);
  const unit = key ? readLastUnits()[key] : undefined;
  return typeof unit === 'string' ? unit : null;
};
export const writeLastUnit = (user: User, assetId: string): void => {
  const key = accountKey(user);
  const units = readLastUnits();
  if (key && units[key] !== assetId) writeJson(device, LAST_UNITS_KEY, { ...units, [key]: assetId });
};
