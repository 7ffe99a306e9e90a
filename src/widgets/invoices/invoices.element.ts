import { createWidgetElement } from '../../core/element/create-widget-element';
import { Invoices } from './invoices';
import css from './invoices.css?inline';

/**
 * `<store-invoices>`: the invoice list (spec section 2, `/store/invoices` and `/invoices/{locale}`).
 * Signed in: the invoices of the shopper's organisations (number, customer account, issue and due
 * dates, total, amount due, status open / overdue / paid), newest first, ten to a page
 * (`?page=N`), each with "Download PDF" (`invoice-{number}.pdf`) and, while it is open or overdue,
 * "Pay" (its `/invoices/{id}/payment` page). A visitor is asked to sign in (the account page shell).
 *
 * In simplified mode (the `invoicesMode: "simplified"` config key; spec section 6) the page works
 * without the signed-in user feature: the invoice number and its billing postal code find one
 * invoice; a wrong pair and an unknown number get the same message.
 *
 * Attributes: none. Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries `data-state="loading" | "signed-out" | "error" |
 * "empty" | "loaded"`, or in simplified mode `"lookup" | "found"`.
 *
 * CSS parts: `base`, `table`, `item` (each invoice's row), `trigger`. Custom properties:
 * `--store-color-*`, `--store-font-family`, `--store-invoices-reserved`.
 */
export const InvoicesElement = createWidgetElement({
  tag: 'store-invoices',
  component: Invoices,
  attributes: {},
  css,
});

export default InvoicesElement;
