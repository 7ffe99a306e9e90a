/**
 * Invoices of the fake backend: a shopper sees their organisations'; in simplified mode (spec
 * section 6) a number and its billing postal code open one invoice through an access token.
 */
import * as v from 'valibot';
import type { Invoice, InvoiceList } from '../../api/invoices/invoice.schema';
import type { Price } from '../../api/products/product.schema';
import { currencyDecimals, fromMinorUnits, toMinorUnits } from '../../rules/invoice/invoice-amount';
import { invoiceNumberOf } from '../../rules/invoice/invoice-number';
import { samePostalCode } from '../../rules/invoice/invoice-postal-code';
import { invoiceStatusOf } from '../../rules/invoice/invoice-status';
import { writeTextPdf } from '../pdf/pdf-writer';
import { accountsOf } from './accounts';
import { InvoiceOpError, invoiceNotFound } from './invoice-errors';
import type { StoredAddress } from './seed-addresses';
import { SEED_ORGANISATIONS } from './seed-accounts';
import { SEED_INVOICES } from './seed-invoices';
import type { SeedUser } from './seed-users';

const DAY_MS = 86_400_000;
/** An access token opens its invoice this long after the lookup. */
export const INVOICE_ACCESS_TTL_MS = 30 * 60_000;
/** Wrong lookups of one number before it is refused for a while (guessing the postal code). */
export const LOOKUP_ATTEMPTS = 5;
export const LOOKUP_LOCK_MS = 15 * 60_000;

export interface StoredInvoice {
  number: string;
  accountId: string;
  accountName: string;
  accountNumber?: string | undefined;
  billTo: StoredAddress;
  issueDate: string;
  dueDate: string;
  total: number;
  currency: string;
  orderCode?: string | undefined;
  /** Oldest first; `amount` in the currency's major units. */
  payments: StoredPayment[];
}

export interface StoredPayment {
  amount: number;
  brand: string;
  last4: string;
  paidAt: string;
  reference: string;
}

let invoices = new Map<string, StoredInvoice>();
let accessTokens = new Map<string, { number: string; expiresAt: number }>();
let wrongLookups = new Map<string, { count: number; since: number }>();

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);
const today = () => isoDate(Date.now());

function money(value: number, currency: string, lang: string): Price {
  let formattedValue: string;
  try {
    formattedValue = new Intl.NumberFormat(`${lang}-US`, { style: 'currency', currency }).format(
      value,
    );
  } catch {
    formattedValue = `${currency} ${value.toFixed(2)}`;
  }
  return { value, currencyIso: currency, formattedValue };
}

/** What is left to pay, in minor units. */
export function balanceMinorOf(stored: StoredInvoice): number {
  const decimals = currencyDecimals(stored.currency);
  const paid = stored.payments.reduce(
    (sum, payment) => sum + toMinorUnits(payment.amount, decimals),
    0,
  );
  return toMinorUnits(stored.total, decimals) - paid;
}

export const invoiceStatusNow = (stored: StoredInvoice) =>
  invoiceStatusOf({ dueDate: stored.dueDate, paid: balanceMinorOf(stored) <= 0 }, today());

export function renderInvoice(stored: StoredInvoice, lang: string): Invoice {
  const due = fromMinorUnits(
    Math.max(balanceMinorOf(stored), 0),
    currencyDecimals(stored.currency),
  );
  return {
    number: stored.number,
    customerAccount: {
      name: stored.accountName,
      ...(stored.accountNumber ? { accountNumber: stored.accountNumber } : {}),
    },
    issueDate: stored.issueDate,
    dueDate: stored.dueDate,
    status: invoiceStatusNow(stored),
    total: money(stored.total, stored.currency, lang),
    amountDue: money(due, stored.currency, lang),
    ...(stored.orderCode ? { orderCode: stored.orderCode } : {}),
    payments: stored.payments.map(({ amount, ...payment }) => ({
      ...payment,
      amount: money(amount, stored.currency, lang),
    })),
  };
}

/** The invoices of the shopper's organisations, newest first (issue date, then number). */
function invoicesOf(user: SeedUser): StoredInvoice[] {
  const accounts = new Set(accountsOf(user).map((account) => account.id));
  return [...invoices.values()]
    .filter((invoice) => accounts.has(invoice.accountId))
    .sort((a, b) => b.issueDate.localeCompare(a.issueDate) || b.number.localeCompare(a.number));
}

export function invoiceList(
  user: SeedUser,
  paging: { currentPage: number; pageSize: number },
  lang: string,
): InvoiceList {
  const all = invoicesOf(user);
  const start = paging.currentPage * paging.pageSize;
  return {
    invoices: all.slice(start, start + paging.pageSize).map((i) => renderInvoice(i, lang)),
    pagination: {
      ...paging,
      totalPages: Math.ceil(all.length / paging.pageSize),
      totalResults: all.length,
    },
  };
}

/** One of the shopper's organisations' invoices; 404 for a malformed, unknown or other's number. */
export function shopperInvoice(user: SeedUser, rawNumber: string): StoredInvoice {
  const number = invoiceNumberOf(rawNumber);
  const stored = number ? invoices.get(number) : undefined;
  if (!stored || !invoicesOf(user).includes(stored)) throw invoiceNotFound(rawNumber);
  return stored;
}

const LookupBody = v.object({ invoiceNumber: v.string(), postalCode: v.string() });

/**
 * Simplified mode: every miss is the same 404, so nobody learns whether a number exists; after
 * LOOKUP_ATTEMPTS a number is refused (429) for LOOKUP_LOCK_MS, existing or not.
 */
export function lookupInvoice(
  body: unknown,
  now = Date.now(),
): { invoice: StoredInvoice; accessToken: string } {
  const parsed = v.safeParse(LookupBody, body);
  const failed = () =>
    new InvoiceOpError(404, 'lookupFailed', 'No invoice with this number and postal code.');
  if (!parsed.success) throw failed();
  const key = parsed.output.invoiceNumber.trim().toUpperCase();
  const wrong = wrongLookups.get(key);
  if (wrong && now - wrong.since > LOOKUP_LOCK_MS) wrongLookups.delete(key);
  if ((wrongLookups.get(key)?.count ?? 0) >= LOOKUP_ATTEMPTS) {
    throw new InvoiceOpError(429, 'tooManyAttempts', 'Too many attempts for this invoice number.');
  }
  const number = invoiceNumberOf(key);
  const stored = number ? invoices.get(number) : undefined;
  if (!stored || !samePostalCode(stored.billTo.postalCode, parsed.output.postalCode)) {
    const earlier = wrongLookups.get(key);
    wrongLookups.set(key, { count: (earlier?.count ?? 0) + 1, since: earlier?.since ?? now });
    throw failed();
  }
  wrongLookups.delete(key);
  const accessToken = `inv_${crypto.randomUUID().replace(/-/g, '')}`;
  accessTokens.set(accessToken, { number: stored.number, expiresAt: now + INVOICE_ACCESS_TTL_MS });
  return { invoice: stored, accessToken };
}

/** The invoice an access token opens: 401 accessExpired for an unknown or old token, 404 for another number. */
export function invoiceByAccess(
  token: string | null,
  rawNumber: string,
  now = Date.now(),
): StoredInvoice {
  const access = token ? accessTokens.get(token) : undefined;
  if (!access || access.expiresAt < now) {
    throw new InvoiceOpError(401, 'accessExpired', 'Look the invoice up again.');
  }
  const stored = invoices.get(access.number);
  if (!stored || invoiceNumberOf(rawNumber) !== access.number) throw invoiceNotFound(rawNumber);
  return stored;
}

export function invoicePdf(stored: StoredInvoice, lang: string): Uint8Array {
  const invoice = renderInvoice(stored, lang);
  const bill = stored.billTo;
  const lines = [
    `Invoice ${invoice.number}`,
    '',
    `Status: ${invoice.status}`,
    `Issued: ${invoice.issueDate}`,
    `Due: ${invoice.dueDate}`,
    `Customer account: ${invoice.customerAccount.name}${invoice.customerAccount.accountNumber ? ` (${invoice.customerAccount.accountNumber})` : ''}`,
    '',
    'Bill to:',
    ...[
      `${bill.firstName} ${bill.lastName}`,
      ...(bill.companyName ? [bill.companyName] : []),
      bill.line1,
      [bill.town, bill.region, bill.postalCode].filter(Boolean).join(' '),
      bill.country,
    ].map((line) => `    ${line}`),
    '',
    `Total: ${invoice.total.formattedValue}`,
    `Amount due: ${invoice.amountDue.formattedValue}`,
    ...invoice.payments.map(
      (payment) =>
        `Paid ${payment.amount.formattedValue} on ${payment.paidAt.slice(0, 10)} by card ending in ${payment.last4} (${payment.reference})`,
    ),
  ];
  return writeTextPdf(`Invoice ${invoice.number}`, lines);
}

function seeded(now: number): Map<string, StoredInvoice> {
  const map = new Map<string, StoredInvoice>();
  for (const seed of SEED_INVOICES) {
    // The organisation's seed, not its live account: an invoice keeps the bill-to it was issued with.
    const organisation = SEED_ORGANISATIONS.find((o) => o.id === seed.accountId);
    const billTo = organisation?.billingAddress;
    if (!organisation || !billTo) continue;
    const issued = now - seed.issuedDaysAgo * DAY_MS;
    map.set(seed.number, {
      number: seed.number,
      accountId: seed.accountId,
      accountName: organisation.name,
      accountNumber: organisation.accountNumber,
      billTo,
      issueDate: isoDate(issued),
      dueDate: isoDate(issued + seed.termDays * DAY_MS),
      total: seed.total,
      currency: seed.currency,
      orderCode: seed.orderCode,
      payments: seed.paid
        ? [
            {
              amount: seed.total,
              brand: seed.paid.brand,
              last4: seed.paid.last4,
              paidAt: new Date(now - seed.paid.daysAgo * DAY_MS).toISOString(),
              reference: `PAY-S${seed.number.slice(3)}`,
            },
          ]
        : [],
    });
  }
  return map;
}

/** The seeded invoices, no tokens, no wrong lookups (resetMockState). */
export function resetInvoices(now = Date.now()): void {
  invoices = seeded(now);
  accessTokens = new Map();
  wrongLookups = new Map();
}

resetInvoices();
