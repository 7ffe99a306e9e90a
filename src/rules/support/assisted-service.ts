// Customer service ordering on behalf of a customer (spec section 6), modelled on SAP's assisted
// service module (ASM): the rules the fake platform enforces and the widgets follow.

/** The `roles` claim of an agent's id token and userinfo. */
export const CUSTOMER_SERVICE_ROLE = 'customer-service';

/** The emulated customer, on a call with the agent's token, as SAP ASM sends it. */
export const EMULATED_USER_HEADER = 'sap-commerce-cloud-user-id';

export const CUSTOMER_SEARCH_LIMIT = 20;

/** Trimmed; SAP ASM's customer search also waits for a few letters. */
export const CUSTOMER_SEARCH_MIN_LENGTH = 2;
/** A name or an email (QUALIFIED_USER_EMAIL_MAX_LENGTH). */
export const CUSTOMER_SEARCH_MAX_LENGTH = 150;

/** SAP ASM's default agent session timer (the spec is silent); ends the emulation and signs out. */
export const AGENT_IDLE_LIMIT_MS = 15 * 60 * 1000;

export function customerSearchText(raw: string): string | undefined {
  const text = raw.trim();
  return text.length >= CUSTOMER_SEARCH_MIN_LENGTH && text.length <= CUSTOMER_SEARCH_MAX_LENGTH
    ? text
    : undefined;
}
