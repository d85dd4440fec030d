/** Removes mask punctuation (`.`, `/`, `-`, spaces) and upper-cases letters, which alphanumeric CNPJs keep. */
export function stripDocument(value: string): string {
  return value.replace(/[./\-\s]/g, '').toUpperCase();
}
