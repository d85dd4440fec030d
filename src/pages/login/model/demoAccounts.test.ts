// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../../../../mocks/data/accounts';
import { DEMO_ACCOUNTS, DEMO_MFA_CODE, DEMO_PASSWORD } from './demoAccounts';

describe('the demo accounts the login screen offers', () => {
  it('are the demo backend’s accounts, in its order, with its password, names and code step', () => {
    expect(DEMO_ACCOUNTS.map((account) => account.document.replace(/\D/g, ''))).toEqual(SEED_ACCOUNTS.map((account) => account.document));
    expect(DEMO_ACCOUNTS.map((account) => account.name)).toEqual(SEED_ACCOUNTS.map((account) => account.displayName));
    expect(new Set(SEED_ACCOUNTS.map((account) => account.password))).toEqual(new Set([DEMO_PASSWORD]));
    SEED_ACCOUNTS.forEach((seed, index) => {
      const offered = DEMO_ACCOUNTS[index]!;
      expect(offered.shows.includes(DEMO_MFA_CODE), offered.name).toBe(seed.mfaCode === DEMO_MFA_CODE);
      expect(/gestor/.test(offered.shows), offered.name).toBe(seed.role === 'manager');
    });
  });
});
