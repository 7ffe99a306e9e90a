import { QUOTE_ERRORS, type QuoteErrorKey } from '../../api/quotes/quote.schema';
import { errorBody } from './error-body';

/**
 * A refusal of the quote endpoints with the QUOTE_ERRORS entry it maps to
 * (src/api/quotes/quote.schema.ts); the handlers turn it into `{ errors: [...] }` as they do
 * CartOpError, CheckoutOpError and OrderOpError.
 */
export class QuoteOpError extends Error {
  override readonly name = 'QuoteOpError';
  constructor(
    readonly status: 400 | 404 | 409,
    readonly key: QuoteErrorKey,
    message: string,
    /** The field a validation error names. */
    readonly subject?: string,
  ) {
    super(message);
  }

  get body() {
    return errorBody(QUOTE_ERRORS[this.key], this.message, this.subject);
  }
}

/** 404 notFound: a malformed or unknown number, or anyone else's quote (one answer for all). */
export function quoteNotFound(code: string): QuoteOpError {
  return new QuoteOpError(404, 'notFound', `Quote ${code} not found.`);
}
