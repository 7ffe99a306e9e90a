import * as v from 'valibot';
import { CHECKOUT_ERRORS, type CheckoutErrorKey } from '../../api/checkout/checkout-errors';
import { OpError } from './error-body';

/** A refusal of the account, address or checkout endpoints, by its CHECKOUT_ERRORS entry. */
export class CheckoutOpError extends OpError {
  override readonly name = 'CheckoutOpError';
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    readonly key: CheckoutErrorKey,
    message: string,
    /** The field a validation error names (`line1`, `email`, `accountNumber`, …). */
    override readonly subject?: string,
    override readonly subjectType?: string,
  ) {
    super(message);
  }

  protected get code() {
    return CHECKOUT_ERRORS[this.key];
  }
}

/** 400 invalid: a field breaks its rule, or the body is not what the endpoint takes. */
export function invalidField(subject: string, message: string): CheckoutOpError {
  return new CheckoutOpError(400, 'invalid', message, subject);
}

/** A request body as `schema` reads it; 400 invalid naming the first field it refuses. */
export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const key = result.issues[0]?.path?.[0]?.key;
  const field = typeof key === 'string' ? key : 'body';
  throw invalidField(field, `${field}: ${result.issues[0]?.message ?? 'invalid'}`);
}
