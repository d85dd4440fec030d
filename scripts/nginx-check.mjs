// `node scripts/nginx-check.mjs`: deploy/nginx.conf, TLS part included, is a configuration nginx accepts (part of
// `npm test`). Renders the whole file with a throwaway self-signed certificate (openssl) and runs `nginx -t` on it;
// then checks that the TLS server is real and carries HSTS, and that plain HTTP only redirects to it. Exit 1 otherwise.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNginx, mainConfig, renderSiteConfig } from './serve-nginx.mjs';

const HSTS = 'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;';
const work = mkdtempSync(join(tmpdir(), 'aurora-portal-nginx-check-'));
const failures = [];
try {
  const [cert, key] = [join(work, 'portal.pem'), join(work, 'portal.key')];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=portal.exemplo.com.br', '-keyout', key, '-out', cert], {
    stdio: 'ignore',
  });
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(work, kind));
  const site = renderSiteConfig({ root: work, port: 8080, tls: { serverName: 'portal.exemplo.com.br', cert, key } });
  writeFileSync(join(work, 'aurora-portal.conf'), site);
  writeFileSync(join(work, 'nginx.conf'), mainConfig({ work, pidFile: join(work, 'nginx.pid') }));
  const test = spawnSync(ensureNginx(), ['-t', '-e', 'stderr', '-p', work, '-c', join(work, 'nginx.conf')], { encoding: 'utf8' });
  console.log(test.stderr.trim());
  if (test.status !== 0) failures.push(`nginx -t refused deploy/nginx.conf (exit ${test.status})`);

  const servers = site.replace(/^\s*#.*$/gm, '').split(/^server \{$/m).slice(1);
  const tlsServer = servers.find((server) => /listen 443 ssl/.test(server));
  if (!tlsServer) failures.push('no TLS server (listen 443 ssl) in deploy/nginx.conf');
  else {
    if (!tlsServer.includes(HSTS)) failures.push(`the TLS server lacks ${HSTS}`);
    if (!tlsServer.includes(`ssl_certificate     ${cert}`)) failures.push('the TLS server does not take its certificate from PORTAL_TLS_CERT');
  }
  const redirect = servers.find((server) => /listen 80;/.test(server));
  if (!redirect?.includes('return 301 https://$host$request_uri;')) failures.push('plain HTTP on port 80 does not redirect to HTTPS');
  // A local run over plain HTTP (serve-nginx.mjs, the end-to-end suites) has no TLS part and needs no certificate.
  if (/ssl_certificate|listen 443/.test(renderSiteConfig({ root: work, port: 8080 }))) failures.push('the plain-HTTP rendering still holds the TLS part');
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(failures.map((failure) => `✖ ${failure}`).join('\n'));
  process.exit(1);
}
console.log('deploy/nginx.conf, TLS part included: nginx accepts it; HTTPS carries HSTS and plain HTTP redirects to it.');
