const VISIBLE = 2;

const maskPart = (part: string) =>
  part.length <= VISIBLE ? part : part.slice(0, VISIBLE) + '*'.repeat(part.length - VISIBLE);

/** `carlos.lima@exemplo.com.br` → `ca*********@ex*****.com.br` (spec §9); input without '@' comes back unchanged. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const [label = '', ...rest] = email.slice(at + 1).split('.');
  return `${maskPart(email.slice(0, at))}@${[maskPart(label), ...rest].join('.')}`;
}

// Deliberately simple: one '@', no spaces, and a dotted domain; the server has the final word.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** True for a plausible e-mail address. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
