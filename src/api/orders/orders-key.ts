/**
 * The first key segment of every order query, and the order history list's own prefix: cart-sync
 * refreshes the list after any cart change (Place order among them), so a new order is in the
 * history at once. Kept apart so cart-sync imports two constants, not the orders' requests.
 */
export const ORDERS_KEY = 'orders';
export const ORDER_LIST_KEY = [ORDERS_KEY, 'list'] as const;
