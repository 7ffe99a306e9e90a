import { endEmulation, startEmulation } from '../../api/support/assisted-service';
import type { CustomerSummary } from '../../api/support/assisted-service.schema';
import type { Core } from '../../core/core';
import { logWarning } from '../../core/platform/log';
import { setEmulationEnder, type EmulationHolder } from '../../core/store/emulation';
import { setEmulation } from '../../core/store/emulation-actions';

/** The platform is told first; the page (the given core) then acts for the customer. */
export async function beginEmulation(
  core: Pick<Core, 'store' | 'queries'>,
  customer: CustomerSummary,
): Promise<void> {
  const agent = core.store.session.user;
  if (!agent?.customerService)
    throw new Error('only a customer service member can act for a customer');
  const started = await startEmulation(customer.customerId);
  setEmulation(core, {
    agentId: agent.id,
    customerId: started.customerId,
    customerName: `${started.firstName} ${started.lastName}`.trim(),
  });
}

/** Ends the emulation, if any; a platform that cannot be told is only logged (it lapses anyway). */
export async function endEmulationSession(core: EmulationHolder): Promise<void> {
  if (!core.store.emulation) return;
  try {
    await endEmulation();
  } catch (error) {
    logWarning('the platform could not be told that the customer session ended', error);
  }
  setEmulation(core, null);
}

setEmulationEnder(endEmulationSession);
