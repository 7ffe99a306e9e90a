/** Order query keys, apart so cart-sync can refresh the history without importing the requests. */
export const ORDERS_KEY = 'orders';
export const ORDER_LIST_KEY = [ORDERS_KEY, 'list'] as const;
