import { expect, test as base } from '../fixtures';
import { loadContracts } from '../../mocks/http/contract';

const contract = loadContracts();
const API_PATH = /^\/(v1\/|api\/|graphql$)/;

/**
 * The portal speaks the contract too: every API call the page makes over the network (its JSON body) and every
 * answer it gets are checked against openapi/*.yaml once the test ends. Tests that fake answers with page.route
 * turn it off with `test.use({ checkContract: false })`.
 */
export const test = base.extend<{ checkContract: boolean; contractViolations: string[] }>({
  checkContract: [true, { option: true }],
  contractViolations: [
    async ({ page, checkContract }, use) => {
      const violations: string[] = [];
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const request = response.request();
        const { pathname } = new URL(request.url());
        if (!checkContract || !API_PATH.test(pathname)) return;
        pending.push(
          (async () => {
            const data = request.postData();
            const sent = data ? (JSON.parse(data) as unknown) : undefined;
            const contentType = response.headers()['content-type'] ?? '';
            // null: the page left (a session that ended navigates away) and the browser dropped the body unread.
            const text = contentType.includes('pdf') ? '' : await response.text().catch(() => null);
            const body = contentType.includes('json') && text ? (JSON.parse(text) as unknown) : text || undefined;
            const where = `${request.method()} ${pathname} → ${response.status()}`;
            const problems = [
              ...contract.validateRequest(request.method(), pathname, sent),
              ...(text === null ? [] : contract.validateResponse(request.method(), pathname, { status: response.status(), contentType, body })),
            ];
            violations.push(...problems.map((problem) => `${where}: ${problem}`));
          })(),
        );
      });
      await use(violations);
      await Promise.all(pending);
      expect(violations, 'calls or answers off the OpenAPI contract').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
