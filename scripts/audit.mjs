// `npm run audit`: `npm audit --omit=dev` — advisories against the packages the portal ships.
// Exit 0: no high or critical advisory; 1: at least one (listed); 3: the registry did not answer the
// advisory request, so nothing was checked (`npm test` reports that as not checked, never as passed).
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
let report = null;
try {
  report = JSON.parse(run.stdout);
} catch {
  // not JSON: npm itself failed
}

if (!report?.metadata?.vulnerabilities) {
  const reason = report?.message ?? report?.error?.summary ?? run.stderr?.trim().split('\n').pop() ?? 'no answer';
  console.log(`npm audit did not run: ${reason}`);
  process.exit(3);
}

const counts = report.metadata.vulnerabilities;
const serious = Object.values(report.vulnerabilities ?? {}).filter((entry) => ['high', 'critical'].includes(entry.severity));
console.log(
  `npm audit --omit=dev: ${report.metadata.dependencies?.prod ?? '?'} runtime packages; ` +
    `critical ${counts.critical ?? 0}, high ${counts.high ?? 0}, moderate ${counts.moderate ?? 0}, low ${counts.low ?? 0}`,
);
for (const entry of serious) {
  const via = entry.via.map((item) => (typeof item === 'string' ? item : item.title)).join('; ');
  console.log(`  ${entry.severity.padEnd(8)} ${entry.name} ${entry.range} — ${via}${entry.fixAvailable ? ' (fix available)' : ''}`);
}
process.exit(serious.length > 0 ? 1 : 0);
