// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The auth area's slices: its layout, its screens with their forms, and the native form kit they share. */
const AUTH_AREA = [
  'src/widgets/auth-card',
  ...['login', 'first-access', 'reset-password', 'new-password', 'verify', 'consumption-unit'].map((page) => `src/pages/${page}`),
  'src/shared/ui/form-field',
];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('the auth area', () => {
  it('imports neither antd nor @ant-design/icons (its icons come from @ant-design/icons-svg at build time)', () => {
    const files = AUTH_AREA.flatMap(sources);
    expect(files.length).toBeGreaterThan(30);
    const offenders = files.filter((file) => /from\s+['"](antd|@ant-design\/icons)(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
