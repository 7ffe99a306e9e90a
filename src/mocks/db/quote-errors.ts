import { QUOTE_ERRORS, type QuoteErrorKey } from '../../api/quotes/quote.schema';
import { OpError } from './error-body';

/** A refusal of the quote endpoints, by its QUOTE_ERRORS entry. */
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

/** One 404 for a malformed, unknown or another's quote, as Spartacus expects OCC to say it. */
export function quoteNotFound(): QuoteOpError {
  return new QuoteOpError(404, 'notFound', QUOTE_ERRORS.notFound.message);
}
