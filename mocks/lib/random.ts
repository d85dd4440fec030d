/**
 * Randomness and digests of the demo backend, its own (mocks/ shares no code with the app it checks):
 * a seeded generator for the data set, and unguessable values for sessions (Web Crypto, in Node and the browser).
 */

/** FNV-1a (32 bits) of the text from `basis`: only a seed or a storage key, never a secret. */
const fnv1a32 = (text: string, basis: number): number => {
  let state = basis >>> 0;
  for (let index = 0; index < text.length; index += 1) state = Math.imul(state ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return state;
};

/** Mulberry32 seeded from the text: the same text gives the same numbers on every run and machine. */
export function seededRandom(seedText: string): () => number {
  let state = fnv1a32(seedText, 0x811c9dc5);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A short stable digest (64 bits, hex) that names a record without writing the document or account it is about. */
export const storageKey = (text: string): string =>
  [0x811c9dc5, 0x9e3779b9].map((basis) => fnv1a32(text, basis).toString(16).padStart(8, '0')).join('');

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** `byteCount` random bytes from the platform's CSPRNG, base64url (cookie- and JSON-safe). */
export const randomToken = (byteCount: number): string => toBase64Url(crypto.getRandomValues(new Uint8Array(byteCount)));

/** SHA-256 of the text, base64url: what the server keeps of a refresh secret instead of the secret. */
export const sha256 = async (text: string): Promise<string> =>
  toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
