import { withoutDeclarationFrames } from '../lib/declarationFrames';
import { accountHandlers } from './account';
import { authHandlers } from './auth';
import { cmsHandlers } from './cms';
import { graphqlHandlers } from './graphql';
import { operationHandlers } from './operation';
import { recoveryHandlers } from './recovery';

/** The one handler set behind the browser worker (demo) and msw/node (tests). */
export const handlers = withoutDeclarationFrames(() => [
  ...authHandlers(),
  ...recoveryHandlers(),
  ...accountHandlers(),
  ...operationHandlers(),
  ...cmsHandlers(),
  ...graphqlHandlers(),
]);
