import { resetFlows } from './auth-flows';
import { resetCodes } from './codes';
import { resetControls } from './controls';
import { resetSessions } from './sessions';
import { resetTransactions } from './transactions';

/** Back to no sessions, codes, running trees, transactions or test switches (tokens: session-tokens). */
export function resetIdentityState(): void {
  resetSessions();
  resetCodes();
  resetFlows();
  resetTransactions();
  resetControls();
}
