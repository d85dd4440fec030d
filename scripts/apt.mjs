// Debian packages the suite needs (Chromium, nginx), installed with apt when missing.
import { execSync } from 'node:child_process';

/**
 * Installs `packages` in one apt-get call. Waits for the package manager's lock rather than failing on it: `npm test`
 * installs what is missing as it starts, and a later step may find an install still running.
 */
export const aptInstall = (packages) => {
  if (packages.length === 0) return;
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  const wait = '-o DPkg::Lock::Timeout=600';
  execSync(`${sudo}apt-get ${wait} update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get ${wait} install -y -qq ${packages.join(' ')}`, { stdio: 'inherit' });
};
