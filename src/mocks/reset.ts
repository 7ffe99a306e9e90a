import { clearFaults } from './faults';
import { resetTokens } from './session-tokens';

/** Back to the seeded state: no faults, no sessions. Each stateful resource adds its reset here. */
export function resetMockState(): void {
  clearFaults();
  resetTokens();
}
