import { INVOICE_ERRORS, type InvoiceErrorKey } from '../../api/invoices/invoice.schema';
import { OpError } from './error-body';

/** A refusal of the invoice endpoints by its INVOICE_ERRORS entry; declines are OrderOpErrors. */
export class InvoiceOpError extends OpError {
  override readonly name = 'InvoiceOpError';
  constructor(
    readonly status: 400 | 401 | 404 | 409 | 429,
    readonly key: InvoiceErrorKey,
    message: string,
  ) {
    super(message);
  }

  protected get code() {
    return INVOICE_ERRORS[this.key];
  }
}

/** 404 notFound: a malformed or unknown number, or another organisation's invoice (one answer). */
export const invoiceNotFound = (number: string) =>
  new InvoiceOpError(404, 'notFound', `Invoice ${number} not found.`);
