import { fnv1a } from '../../src/shared/lib/hash';

/** 128-bit-looking hex digest built from four seeded FNV-1a passes; deterministic, not cryptographic. */
export function demoDigest(input: string): string {
  return [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b]
    .map((seed) => fnv1a(input, seed).toString(16).padStart(8, '0'))
    .join('');
}

/** Mulberry32: a small seeded PRNG so generated reports are the same on every run. */
export function seededRandom(seedText: string): () => number {
  let state = fnv1a(seedText);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random-enough opaque id for sessions (crypto.randomUUID is missing on plain-http origins). */
export function randomId(prefix: string): string {
  const part = () => Math.floor(Math.random() * 0xffffffff).toString(36);
  return `${prefix}-${Date.now().toString(36)}${part()}${part()}`;
}
