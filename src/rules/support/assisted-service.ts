/**
 * Customer service ordering on behalf of a customer (spec section 6 "Customer service members can
 * place orders on behalf of customers (shown as Placed by)"), modelled on SAP's assisted service
 * module (ASM): the rules the fake platform enforces and the widgets follow.
 */

/** The role an agent's id token and userinfo carry (`roles` claim). */
export const CUSTOMER_SERVICE_ROLE = 'customer-service';

/**
 * The header naming the emulated customer on a commerce call made with the agent's own token.
 * SAP OCC's ASM sends the emulated customer's id the same way (Spartacus'
 * `sap-commerce-cloud-user-id` interceptor), so every `users/current/...` path keeps working and
 * acts on that customer's cart, checkout and orders.
 */
export const EMULATED_USER_HEADER = 'sap-commerce-cloud-user-id';

/** A customer search answers at most this many customers. */
export const CUSTOMER_SEARCH_LIMIT = 20;

/** The shortest search text (trimmed); SAP ASM's customer search also waits for a few letters. */
export const CUSTOMER_SEARCH_MIN_LENGTH = 2;
/** The longest search text: a name or an email (spec section 3 caps emails at 150). */
export const CUSTOMER_SEARCH_MAX_LENGTH = 150;

/**
 * An agent's inactivity limit: 15 minutes, SAP ASM's default agent session timer (the spec is
 * silent). No activity in any tab for this long ends the emulation and signs the agent out; a
 * customer's own idle limit stays 30 minutes (spec section 9).
 */
export const AGENT_IDLE_LIMIT_MS = 15 * 60 * 1000;

/** Whether a search text may be sent; the trimmed text otherwise. */
export function customerSearchText(raw: string): string | undefined {
  const text = raw.trim();
  return text.length >= CUSTOMER_SEARCH_MIN_LENGTH && text.length <= CUSTOMER_SEARCH_MAX_LENGTH
    ? text
    : undefined;
}
