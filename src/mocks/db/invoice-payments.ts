/**
 * Invoice payments, whole or partial; a paid invoice is 409 alreadyPaid. With the ofac-screening
 * flag the payer is screened as an order's is (403 sanctionsBlocked).
 */
import * as v from 'valibot';
import type { Invoice } from '../../api/invoices/invoice.schema';
import { CardHolderSchema } from '../../rules/card/card-holder';
import { currencyDecimals, fromMinorUnits } from '../../rules/invoice/invoice-amount';
import { invoicePayable } from '../../rules/invoice/invoice-status';
import { InvoiceOpError } from './invoice-errors';
import { balanceMinorOf, invoiceStatusNow, renderInvoice, type StoredInvoice } from './invoices';
import { authorisePayment, parseOrderBody } from './order-payment';

let charges = 0;
let nextReference = 1;

const PayBody = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  cardHolder: v.object({ firstName: v.string(), lastName: v.string() }),
  /** Absent: the whole amount due. */
  amount: v.optional(v.number()),
  sanctionsScreening: v.boolean(),
});

/** The amount in minor units, at most the balance; 400 before anything is charged. */
function amountToCharge(stored: StoredInvoice, amount: number | undefined): number {
  const balance = balanceMinorOf(stored);
  if (amount === undefined) return balance;
  const decimals = currencyDecimals(stored.currency);
  const minor = amount * 10 ** decimals;
  if (!Number.isFinite(minor) || Math.abs(minor - Math.round(minor)) > 1e-6 || minor <= 0) {
    throw new InvoiceOpError(
      400,
      'invalidAmount',
      `amount: more than zero, with at most ${decimals} decimals`,
    );
  }
  if (Math.round(minor) > balance) {
    throw new InvoiceOpError(400, 'amountOverBalance', 'amount: more than the amount due');
  }
  return Math.round(minor);
}

/** Pays by card token (declines as place order's 402s); 409 alreadyPaid before any redeeming. */
export function payInvoice(stored: StoredInvoice, body: unknown, lang: string): Invoice {
  if (!invoicePayable(invoiceStatusNow(stored))) {
    throw new InvoiceOpError(409, 'alreadyPaid', `Invoice ${stored.number} is paid.`);
  }
  const request = parseOrderBody(PayBody, body);
  const minor = amountToCharge(stored, request.amount);
  const cardHolder = parseOrderBody(CardHolderSchema, request.cardHolder, 'cardHolder.');
  const authorised = authorisePayment(
    {
      type: 'CARD',
      token: request.token,
      cardHolder,
      saveCard: false,
      billing: { use: 'account', address: stored.billTo },
    },
    request.sanctionsScreening,
  );
  if (authorised.payment.type !== 'CARD') throw new Error('a card payment was expected');
  charges += 1;
  stored.payments.push({
    amount: fromMinorUnits(minor, currencyDecimals(stored.currency)),
    brand: authorised.payment.brand,
    last4: authorised.payment.last4,
    paidAt: new Date().toISOString(),
    reference: `PAY-${String(nextReference++).padStart(6, '0')}`,
  });
  return renderInvoice(stored, lang);
}

/** Invoice payments charged since the last reset (the e2e tests count them). */
export function invoiceCounts(): { charges: number } {
  return { charges };
}

/** Back to no charges (resetMockState). */
export function resetInvoicePayments(): void {
  charges = 0;
  nextReference = 1;
}
