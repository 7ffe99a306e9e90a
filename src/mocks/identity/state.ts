import { resetFlows } from './auth-flows';
import { resetCodes } from './codes';
import { resetControls } from './controls';
import { resetEmailChanges } from './email-changes';
import { resetEmulations } from './emulations';
import { resetSessions } from './sessions';
import { resetTransactions } from './transactions';
import { resetUserDirectory } from './user-directory';

/**
 * Back to no sessions, codes, running trees, transactions, test switches, pending email changes,
 * customer service emulations and the seeded user records (tokens: session-tokens).
 */
export function resetIdentityState(): void {
  resetSessions();
  resetCodes();
  resetFlows();
  resetTransactions();
  resetControls();
  resetEmailChanges();
  resetUserDirectory();
  resetEmulations();
}
