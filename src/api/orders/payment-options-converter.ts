import type * as v from 'valibot';
import { defaultFirst } from '../../rules/card/default-card';
import type { Address } from '../addresses/address.schema';
import type { PaymentCard } from '../payment-cards/payment-details.schema';
import type { AccountPayment, PoUnavailableReasonSchema } from './account-payment.schema';
import { ACCOUNT_PAYMENT_TYPE, type OccPaymentTypeListSchema } from './occ-payment-types.schema';

/**
 * Why purchase order is not offered: the account's reason, or `notOffered` when the site takes no
 * payment on account at all (its payment types leave `ACCOUNT` out).
 */
export type PoUnavailableReason = v.InferOutput<typeof PoUnavailableReasonSchema> | 'notOffered';

/** How the checkout's order may be paid, as the payment step reads it. */
export interface PaymentOptions {
  /** The shopper's saved cards, their default first (the checkout preselects the first). */
  savedCards: PaymentCard[];
  purchaseOrder: { available: boolean; reason?: PoUnavailableReason };
  /** The customer account's primary (billing) address, for a new card's billing address. */
  accountAddress?: Address;
}

/** The three reads the payment options are made of, each converted at its own schema. */
export interface PaymentOptionsReads {
  /** OCC's saved payment details (`paymentdetails?saved=true`). */
  savedCards: readonly PaymentCard[];
  /** OCC's B2B payment types of the base site. */
  paymentTypes: v.InferOutput<typeof OccPaymentTypeListSchema>;
  /** The store's extension: the account's purchase order rule and billing address. */
  accountPayment: AccountPayment;
}

function purchaseOrderOf({
  paymentTypes,
  accountPayment,
}: PaymentOptionsReads): PaymentOptions['purchaseOrder'] {
  const offered = paymentTypes.paymentTypes.some(({ code }) => code === ACCOUNT_PAYMENT_TYPE);
  if (!offered) return { available: false, reason: 'notOffered' };
  const { available, reason } = accountPayment.purchaseOrder;
  return reason === undefined ? { available } : { available, reason };
}

export function toPaymentOptions(reads: PaymentOptionsReads): PaymentOptions {
  const { accountAddress } = reads.accountPayment;
  return {
    savedCards: defaultFirst(reads.savedCards),
    purchaseOrder: purchaseOrderOf(reads),
    ...(accountAddress ? { accountAddress } : {}),
  };
}
