import { commerceRequest } from '../http/commerce-client';
import {
  ASSISTED_SERVICE_PATH,
  CustomerSearchResultSchema,
  EmulatedCustomerSchema,
} from './assisted-service.schema';

/** Customers by name or email (the agent's token; at most 20, assisted-service.schema.ts). */
export function searchCustomers(query: string, signal?: AbortSignal) {
  return commerceRequest(`${ASSISTED_SERVICE_PATH}/customers?query=${encodeURIComponent(query)}`, {
    schema: CustomerSearchResultSchema,
    signal,
  });
}

/** Starts acting for a customer: the platform remembers the emulation for the agent. */
export function startEmulation(customerId: string) {
  return commerceRequest(`${ASSISTED_SERVICE_PATH}/emulations`, {
    method: 'POST',
    body: { customerId },
    schema: EmulatedCustomerSchema,
  });
}

/** Ends the agent's emulation (nothing to end is not an error). */
export function endEmulation() {
  return commerceRequest(`${ASSISTED_SERVICE_PATH}/emulations/current`, { method: 'DELETE' });
}
