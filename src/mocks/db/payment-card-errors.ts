import {
  PAYMENT_CARD_ERRORS,
  type PaymentCardErrorKey,
} from '../../api/payment-cards/payment-card-changes';
import { OpError } from './error-body';

/** A refusal of the payment-cards endpoints, with its PAYMENT_CARD_ERRORS entry. */
export class PaymentCardOpError extends OpError {
  override readonly name = 'PaymentCardOpError';
  constructor(
    readonly status: 400 | 402 | 404,
    readonly key: PaymentCardErrorKey,
    message: string,
    /** The field a validation error names (`cardHolder.firstName`, `billingAddress.addressId`). */
    override readonly subject?: string,
    override readonly subjectType?: string,
  ) {
    super(message);
  }

  protected get code() {
    return PAYMENT_CARD_ERRORS[this.key];
  }
}
