// `node scripts/system-packages.mjs`: installs, in one apt-get call, the Debian packages the suite needs and this
// machine lacks (Chromium and its headless shell, nginx). `npm test` runs it first, beside lint and the unit tests,
// which leave the network and the disk free: on a new machine Chromium's 35 s of download and unpacking no longer
// hold up the steps that need it. Each of those steps still installs what it finds missing.
import { aptInstall } from './apt.mjs';
import { missingChromium } from './ensure-chromium.mjs';
import { missingNginx } from './serve-nginx.mjs';

const missing = [...missingChromium(), ...missingNginx()];
if (missing.length === 0) console.log('Chromium, its headless shell and nginx are installed.');
else {
  console.log(`Installing with apt: ${missing.join(', ')}`);
  aptInstall(missing);
}
