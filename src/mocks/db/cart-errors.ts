import { CART_ERRORS, type CartErrorKey } from '../../api/cart/cart.schema';
import { OpError } from './error-body';

/** A refusal with the OCC error it maps to; the handlers turn it into `{ errors: [...] }`. */
export class CartOpError extends OpError {
  override readonly name = 'CartOpError';
  constructor(
    readonly status: 400 | 401 | 403 | 404,
    readonly key: CartErrorKey,
    message: string,
    override readonly subject?: string,
    override readonly subjectType?: string,
  ) {
    super(message);
  }

  protected get code() {
    return CART_ERRORS[this.key];
  }
}
