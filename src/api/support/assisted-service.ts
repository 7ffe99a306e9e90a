import { commerceRequest } from '../http/commerce-client';
import { EMULATIONS_PATH, EmulatedCustomerSchema } from './assisted-service.schema';

/** Starts acting for a customer: the platform remembers the emulation for the agent. */
export function startEmulation(customerId: string) {
  return commerceRequest(EMULATIONS_PATH, {
    method: 'POST',
    body: { customerId },
    schema: EmulatedCustomerSchema,
  });
}

/** Ends the agent's emulation (nothing to end is not an error). */
export function endEmulation() {
  return commerceRequest(`${EMULATIONS_PATH}/current`, { method: 'DELETE' });
}
