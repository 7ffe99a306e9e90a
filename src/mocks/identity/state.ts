import { resetFlows } from './auth-flows';
import { resetCodes } from './codes';
import { resetControls } from './controls';
import { resetEmailChanges } from './email-changes';
import { resetEmulations } from './emulations';
import { resetSessions } from './sessions';
import { resetTransactions } from './transactions';
import { resetUserDirectory } from './user-directory';

/** Back to the identity server's seeded state (tokens: session-tokens). */
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
