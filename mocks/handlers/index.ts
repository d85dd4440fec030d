import { withoutDeclarationFrames } from '../lib/declarationFrames';
import { accountHandlers } from './account';
import { authHandlers } from './auth';
import { cmsHandlers } from './cms';
import { energyHandlers } from './energy';
import { graphqlHandlers } from './graphql';
import { invoiceHandlers } from './invoices';
import { operationHandlers } from './operation';
import { recoveryHandlers } from './recovery';
import { refreshHandlers } from './refresh';

/**
 * The one handler set behind the browser worker (demo) and msw/node (tests). MSW tries the handlers in this order
 * until one matches, and each try reads the page's cookies and compiles the handler's path. So the content service
 * comes first (five calls on every public page, each tried against 16-20 handlers when it came fifth of six
 * groups), then the calls the customer area makes on every page (the home's 'Alertas' reads the energy calls), and
 * the rare ones (password recovery) last. No two handlers answer the same call (a test holds that), so the order
 * changes nothing else.
 */
export const handlers = withoutDeclarationFrames(() => [
  ...cmsHandlers(),
  ...accountHandlers(),
  ...invoiceHandlers(),
  ...energyHandlers(),
  ...authHandlers(),
  ...refreshHandlers(),
  ...graphqlHandlers(),
  ...operationHandlers(),
  ...recoveryHandlers(),
]);
