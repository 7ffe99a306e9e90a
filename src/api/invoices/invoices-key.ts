/** The first key segment of every invoice query: a payment refreshes them all. */
export const INVOICES_KEY = 'invoices';
