/** A quote as a PDF, as its page shows it, in the request's language and the quote's currency. */
import type { OccAddress } from '../../api/addresses/address.schema';
import { writeTextPdf } from '../pdf/pdf-writer';
import type { PricingContext } from './pricing-context';
import { renderQuote, type StoredQuote } from './quotes';

const EARLY_REASON = {
  PRICING_UPDATE: 'a pricing update',
  ORGANISATION_DISCOUNT_END: 'the end of the organisation discount',
} as const;

function addressLines(address: OccAddress): string[] {
  const region = address.region?.name ?? address.region?.isocodeShort ?? '';
  return [
    `${address.firstName} ${address.lastName}`,
    ...(address.companyName ? [address.companyName] : []),
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    [address.town, region, address.postalCode].filter(Boolean).join(' '),
    address.country.name ?? address.country.isocode,
  ].map((line) => `    ${line}`);
}

export function quoteLines(stored: StoredQuote, context: PricingContext): string[] {
  const quote = renderQuote(stored, context);
  const { totals } = quote;
  const early = quote.earlyExpiry;
  return [
    `Quote ${quote.code}`,
    '',
    `State: ${quote.state}`,
    `Created: ${quote.created.slice(0, 10)}`,
    `Expires: end of ${quote.expirationDate} (${quote.timeZone})`,
    ...(early ? [`Expires early because of ${EARLY_REASON[early.reason]} on ${early.date}.`] : []),
    `For: ${quote.customerAccount.name}${quote.customerAccount.accountNumber ? ` (${quote.customerAccount.accountNumber})` : ''}`,
    '',
    'Deliver to:',
    ...addressLines(quote.deliveryAddress),
    `Delivery method: ${quote.deliveryMode.name} (${quote.deliveryMode.description})`,
    'Bill to:',
    ...addressLines(quote.billingAddress),
    '',
    'Products:',
    ...quote.entries.flatMap((entry) => [
      `  ${entry.quantity} x ${entry.product.name} (${entry.product.code})`,
      `      ${entry.basePrice.formattedValue} each, ${entry.totalPrice.formattedValue}` +
        (entry.totalDiscounts ? `, less ${entry.totalDiscounts.formattedValue}` : ''),
    ]),
    '',
    `Subtotal: ${totals.subTotal.formattedValue}`,
    `Discounts: ${totals.totalDiscounts.formattedValue}`,
    `Delivery: ${totals.deliveryCost?.formattedValue ?? ''}`,
    `Tax: ${totals.totalTax.formattedValue}`,
    ...(totals.totalVat.value > 0 ? [`VAT: ${totals.totalVat.formattedValue}`] : []),
    `Total: ${totals.totalPrice.formattedValue}`,
  ];
}

export function quotePdf(stored: StoredQuote, context: PricingContext): Uint8Array {
  return writeTextPdf(`Quote ${stored.code}`, quoteLines(stored, context));
}
