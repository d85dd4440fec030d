// @vitest-environment node
import { getDomain as fromPublicSuffixList } from 'tldts';
import { describe, expect, it } from 'vitest';
import { getDomain } from './registrableDomain';

const OPTIONS = { allowIcannDomains: true, allowPrivateDomains: true };

describe('registrable domain (the demo bundle’s stand-in for tldts)', () => {
  it.each([
    'auroraenergia.com.br',
    'portal.auroraenergia.com.br',
    'demo.portal.auroraenergia.com.br',
    'homolog.aurora.net.br',
    'aurora.gov.br',
    'aurora.com',
    'demo.aurora.com',
    'portal-demo.exemplo.org',
    'aurora.dev',
    'aurora.co.uk',
    'www.aurora.de',
    'com.br',
    'br',
    '127.0.0.1',
    '192.168.0.10',
    '[::1]',
    'portal.auroraenergia.com.br.',
  ])('answers %s as the public-suffix list does', (host) => {
    expect(getDomain(host)).toBe(fromPublicSuffixList(host, OPTIONS));
  });

  it('is compared with the real public-suffix list, not with itself', () => {
    expect(fromPublicSuffixList).not.toBe(getDomain);
    expect(fromPublicSuffixList('portal.s3.amazonaws.com', OPTIONS)).toBe('portal.s3.amazonaws.com');
  });

  it('keeps a host-only cookie findable: the answer is always a suffix of the host', () => {
    for (const host of ['a.b.c.d.example.com.br', 'x.y.example.com']) {
      expect(host.endsWith(getDomain(host) ?? '∅')).toBe(true);
    }
  });
});
