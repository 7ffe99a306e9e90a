import { ORDER_ERRORS, type OrderErrorKey } from '../../api/orders/order-errors';
import { OpError } from './error-body';

/** A refusal of place order, by its ORDER_ERRORS entry. */
export class OrderOpError extends OpError {
  override readonly name = 'OrderOpError';
  constructor(
    readonly status: 400 | 402 | 403 | 404 | 409,
    readonly key: OrderErrorKey,
    message: string,
    /** The field a validation error names, the step missing, or the order a cart became. */
    override readonly subject?: string,
  ) {
    super(message);
  }

  protected get code() {
    return ORDER_ERRORS[this.key];
  }
}

/** 400 invalid: a field of the order's body breaks its rule (subject: the field). */
export function invalidOrderField(subject: string, message: string): OrderOpError {
  return new OrderOpError(400, 'invalid', message, subject);
}
