/** Removes mask punctuation (`.`, `/`, `-`, spaces) and upper-cases letters, which alphanumeric CNPJs keep. */
export function stripDocument(value: string): string {
  return value.replace(/[./\-\s]/g, '').toUpperCase();
}

/** All characters equal, e.g. `11111111111`: passes the check-digit maths but is never a real document. */
export function isRepeated(value: string): boolean {
  return value.length > 0 && [...value].every((ch) => ch === value[0]);
}
