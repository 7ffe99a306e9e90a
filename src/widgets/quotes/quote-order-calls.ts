// Ordering a quote and reordering an expired one's products: loaded when the shopper presses the
// button (use-quote-orders.ts), not with the quote's page.
export { orderQuote } from '../../api/quotes/order-quote';
export { reorderExpiredQuote } from '../../api/quotes/reorder-expired-quote';
