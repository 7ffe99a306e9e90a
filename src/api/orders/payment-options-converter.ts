import type * as v from 'valibot';
import { defaultFirst } from '../../rules/card/default-card';
import type { Address } from '../addresses/address.schema';
import type { PaymentCard } from '../payment-cards/payment-details.schema';
import type { AccountPayment, PoUnavailableReasonSchema } from './account-payment.schema';
import { ACCOUNT_PAYMENT_TYPE, type OccPaymentTypeListSchema } from './occ-payment-types.schema';

/** The account's reason, or `notOffered` when the site takes no payment on account at all. */
export type PoUnavailableReason = v.InferOutput<typeof PoUnavailableReasonSchema> | 'notOffered';

export interface PaymentOptions {
  /** The default first: the checkout preselects it. */
  savedCards: PaymentCard[];
  purchaseOrder: { available: boolean; reason?: PoUnavailableReason };
  accountAddress?: Address;
}

export interface PaymentOptionsReads {
  savedCards: readonly PaymentCard[];
  paymentTypes: v.InferOutput<typeof OccPaymentTypeListSchema>;
  /** The store's: the account's purchase order rule and billing address. */
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
