// `node scripts/scan-dist.mjs [folder]`: the production build ships no demo backend (part of `npm test`, after the builds).
// Reads every file of the build folder (default dist) and fails when it finds the demo backend's service worker files,
// MSW's code, the demo accounts, their password or the demo backend's token secret.
//   --demo   the folder is a demo build, which must hold them all: the same scan, its verdict reversed, so a scan that
//            has stopped finding them (a renamed marker) fails too instead of passing every production build.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const args = process.argv.slice(2);
const demo = args.includes('--demo');
const dir = args.find((arg) => !arg.startsWith('--')) ?? (demo ? 'dist-demo' : 'dist');

/** What only the demo backend brings: its worker files, MSW's code, the accounts of decisions §2 and §9, the secret. */
const FILES = ['demoWorker.js', 'mockServiceWorker.js'];
const MARKERS = [
  ['MSW (its log prefix)', '[MSW]'],
  ["the demo backend's worker", 'demoWorker.js'],
  ['the demo password', 'Demo@1234'],
  ["the demo accounts' panel", 'Contas de demonstração'],
  ['Mariana (demo account)', '11.222.333/0001-81'],
  ['Carlos (demo account)', '529.982.247-25'],
  ['Beatriz (demo account)', '45.723.174/0001-10'],
  ['Rede Horizonte (demo account)', '27.182.818/0001-29'],
  ['the demo token secret', 'aurora-demo-backend-secret'],
];

const files = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));
const found = [
  ...files.filter((file) => FILES.includes(relative(dir, file))).map((file) => `${relative(dir, file)} (the file)`),
  ...files.flatMap((file) => {
    const text = readFileSync(file, 'latin1');
    return MARKERS.filter(([, marker]) => text.includes(Buffer.from(marker, 'utf8').toString('latin1'))).map(
      ([what]) => `${what} in ${relative(dir, file)}`,
    );
  }),
];
const kinds = new Set(found.map((line) => line.replace(/ in .*| \(the file\)/, '')));

if (demo) {
  const missing = [...FILES, ...MARKERS.map(([what]) => what)].filter((what) => !kinds.has(what));
  if (missing.length > 0) {
    console.error(`${dir}/ is a demo build, yet the scan found no ${missing.join(', no ')}: the scan no longer sees the demo backend.`);
    process.exit(1);
  }
  console.log(`${dir}/ (demo build): the scan finds the demo backend (${kinds.size} markers), as it must.`);
} else if (found.length > 0) {
  console.error(`${dir}/ ships demo code:\n  ${found.join('\n  ')}`);
  process.exit(1);
} else {
  console.log(`${dir}/: no demo backend, worker, account, password or secret in ${files.length} files.`);
}
