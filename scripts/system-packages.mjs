// `node scripts/system-packages.mjs`: installs, in one apt-get call, the Debian packages the suite needs and this
// machine lacks (Chromium and its headless shell, Firefox ESR, nginx). `npm test` runs it first, beside lint and the
// unit tests, which leave the network and the disk free: on a new machine the browsers' download and unpacking no
// longer hold up the steps that need them. Each of those steps still installs what it finds missing.
import { aptInstall } from './apt.mjs';
import { missingChromium } from './ensure-chromium.mjs';
import { missingFirefox } from './ensure-firefox.mjs';
import { missingNginx } from './serve-nginx.mjs';

const missing = [...new Set([...missingChromium(), ...missingFirefox(), ...missingNginx()])];
if (missing.length === 0) console.log('Chromium, its headless shell, Firefox ESR and nginx are installed.');
else {
  console.log(`Installing with apt: ${missing.join(', ')}`);
  aptInstall(missing);
}
