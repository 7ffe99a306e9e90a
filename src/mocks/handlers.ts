import { accountHandlers } from './handlers/accounts';
import { addressBookHandlers } from './handlers/address-book';
import { addressHandlers } from './handlers/addresses';
import { assistedServiceHandlers } from './handlers/assisted-service';
import { checkoutHandlers } from './handlers/checkout';
import { contentHandlers } from './handlers/content';
import { controlHandlers } from './handlers/control';
import { faultHandlers } from './handlers/faults';
import { cartHandlers } from './handlers/carts';
import { flagHandlers } from './handlers/flags';
import { identityHandlers } from './handlers/identity';
import { identityProfileHandlers } from './handlers/identity-profile';
import { invoiceHandlers } from './handlers/invoices';
import { mediaHandlers } from './handlers/media';
import { orderHandlers } from './handlers/orders';
import { preferencesHandlers } from './handlers/preferences';
import { paymentCardHandlers } from './handlers/payment-cards';
import { quoteHandlers } from './handlers/quotes';
import { qualificationHandlers } from './handlers/qualifications';
import {
  paymentProviderControlHandlers,
  paymentProviderHandlers,
} from './handlers/payment-provider';
import { storeHandlers } from './handlers/store';
import { userHandlers } from './handlers/users';
import { occAddressingHandler } from './handlers/occ-addressing';

/** Every handler of the fake backend, faults first. The same list runs in vitest, Storybook and the demo host. */
const gatewayHandlers = [
  ...controlHandlers,
  ...paymentProviderControlHandlers,
  ...faultHandlers,
  ...contentHandlers,
  ...mediaHandlers,
  ...identityHandlers,
  ...identityProfileHandlers,
  ...cartHandlers,
  ...checkoutHandlers,
  ...orderHandlers,
  ...quoteHandlers,
  ...accountHandlers,
  ...addressHandlers,
  ...addressBookHandlers,
  ...qualificationHandlers,
  ...flagHandlers,
  ...storeHandlers,
  ...userHandlers,
  ...paymentProviderHandlers,
  ...preferencesHandlers,
  ...invoiceHandlers,
  ...paymentCardHandlers,
  ...assistedServiceHandlers,
];

/** OCC's own addressing of the gateway's calls (occ-addressing.ts). */
export const occAddressing = occAddressingHandler(gatewayHandlers);

/** The gateway's handlers, then OCC's addressing of the same calls. */
export const handlers = [...gatewayHandlers, occAddressing];

/** The catch-all handler that applies registered faults (the demo host offers it only faulted requests). */
export { faultHandlers };
export {
  addFault,
  clearFaults,
  peekFault,
  takeFault,
  type Fault,
  type FaultMode,
} from './control/faults';
export { resetMockState } from './control/reset';
export {
  isCommercePath,
  isOccAddressed,
  unknownResourceBody,
} from './handlers/unknown-commerce-call';
