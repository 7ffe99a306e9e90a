import { QUOTE_ERRORS, type QuoteErrorKey } from '../../api/quotes/quote.schema';
import { OpError } from './error-body';

/**
 * A refusal of the quote endpoints with the QUOTE_ERRORS entry it maps to
 * (src/api/quotes/quote.schema.ts); the handlers turn it into `{ errors: [...] }` as they do
 * CartOpError, CheckoutOpError and OrderOpError.
 */
export class QuoteOpError extends OpError {
  override readonly name = 'QuoteOpError';
  constructor(
    readonly status: 400 | 404 | 409,
    readonly key: QuoteErrorKey,
    message: string,
    /** The field a validation error names. */
    override readonly subject?: string,
  ) {
    super(message);
  }

  protected get code() {
    return QUOTE_ERRORS[this.key];
  }
}

/**
 * 404 notFound: a malformed or unknown number, or anyone else's quote (one answer for all), as
 * Spartacus expects OCC to say it (NotFoundError "Quote not found", no number).
 */
export function quoteNotFound(): QuoteOpError {
  return new QuoteOpError(404, 'notFound', QUOTE_ERRORS.notFound.message);
}
