import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** index.html's inline scripts (the saved appearance, early input held, the app's start), allowed by their hashes. */
const inlineScriptHashes = Array.from(readFileSync('index.html', 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g), ([, body]) =>
  `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`,
);

/** Security headers the portal is served with (also written in deploy/nginx.conf, which a unit test holds equal). */
export const securityHeaders = {
  'Content-Security-Policy': [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes.join(' ')}`,
    // What the pages load, all from the portal's origin; then nothing else may embed, plug in, rebase or post.
    "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self'",
    "object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
