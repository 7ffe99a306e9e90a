import { resetVault } from '../payment/provider-vault';
import { resetAccounts } from '../db/accounts';
import { resetAddresses } from '../db/addresses';
import { resetCarts } from '../db/cart-store';
import { resetCheckouts } from '../db/checkout';
import { resetRememberedResponses } from '../db/idempotency';
import { resetOrderHistory } from '../db/order-history';
import { resetQuoteConditions } from '../db/quote-expiry';
import { resetQuotes } from '../db/quotes';
import { resetQualifications } from '../db/qualifications';
import { clearFaults } from './faults';
import { resetMockFlags } from '../flags/flag-service';
import { resetMockGeolocation } from '../flags/geolocation';
import { resetPaymentCards } from '../identity/payment-cards';
import { resetPreferences } from '../db/preferences';
import { resetIdentityState } from '../identity/state';
import { resetInvoicePayments } from '../db/invoice-payments';
import { resetInvoices } from '../db/invoices';
import { resetTokens } from '../identity/session-tokens';
import { resetOrderStatusLimits } from '../db/order-status-limit';

/** Back to the seeded state: no faults, no sessions. Each stateful resource adds its reset here. */
export function resetMockState(): void {
  resetVault();
  clearFaults();
  resetTokens();
  resetIdentityState();
  resetMockFlags();
  resetMockGeolocation();
  resetCarts();
  resetRememberedResponses();
  resetAddresses();
  resetAccounts();
  resetCheckouts();
  // After the address books and accounts: the seeded orders copy their addresses.
  resetOrderHistory();
  // After the address books: the seeded quotes copy their addresses.
  resetQuotes();
  resetQuoteConditions();
  resetPaymentCards();
  resetPreferences();
  resetInvoices();
  resetInvoicePayments();
  resetQualifications();
  resetOrderStatusLimits();
}
