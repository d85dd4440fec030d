// Debian packages the suite needs (Chromium, nginx), installed with apt when missing.
import { execSync } from 'node:child_process';

/**
 * Installs `packages` in one apt-get call. Waits for the package manager's lock rather than failing on it: `npm test`
 * installs what is missing as it starts, and a later step may find an install still running.
 *
 * Without the packages they only recommend: for Chromium those are a printer setup tool, a notification daemon, udev,
 * upower and Mesa's GPU drivers (the tests run it with --disable-gpu), 88 packages of 110, which took 7 of 18 s to
 * unpack and set up beside the unit tests. The one that shapes what is drawn, the Liberation fonts (Arial's metrics
 * for text without a web font), is asked for by name (ensure-chromium.mjs).
 */
export const aptInstall = (packages) => {
  if (packages.length === 0) return;
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  const wait = '-o DPkg::Lock::Timeout=600';
  const install = `${sudo}DEBIAN_FRONTEND=noninteractive apt-get ${wait} install -y -qq --no-install-recommends ${packages.join(' ')}`;
  execSync(`${sudo}apt-get ${wait} update -qq && ${install}`, { stdio: 'inherit' });
};
