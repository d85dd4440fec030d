import { setupServer } from 'msw/node';
import { resetDb } from './db';
import { handlers } from './handlers';
import { setScenario } from './scenarios';

export const server = setupServer(...handlers);

/** Back to the seeded data set and no scenario (called after every test). */
export function resetDemoBackend(): void {
  resetDb();
  setScenario('none');
}
