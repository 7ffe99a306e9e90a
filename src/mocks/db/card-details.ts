/**
 * A new card's holder and billing address, checked before the provider is asked (a book address
 * too: an old record the rules now refuse cannot become a billing address). 400 invalid by path.
 */
import * as v from 'valibot';
import { CardHolderSchema } from '../../rules/card/card-holder';
import type { CardDetails } from '../identity/payment-cards';
import { findAddress, validateAddress } from './addresses';
import { CheckoutOpError } from './checkout-errors';
import { PaymentCardOpError } from './payment-card-errors';
import type { StoredAddress } from './seed-addresses';

const BillingBody = v.variant('use', [
  v.object({ use: v.literal('book'), addressId: v.pipe(v.string(), v.minLength(1)) }),
  v.object({
    use: v.literal('new'),
    address: v.unknown(),
    saveInAddressBook: v.optional(v.boolean(), false),
  }),
]);

const DetailsBody = v.object({
  cardHolder: v.unknown(),
  billingAddress: BillingBody,
});

/** The checked details, and the new address to add to the shopper's book, when they asked. */
export interface CheckedCardDetails extends CardDetails {
  addToBook?: Omit<StoredAddress, 'id'> | undefined;
}

const invalid = (subject: string, message: string) =>
  new PaymentCardOpError(400, 'invalid', `${subject}: ${message}`, subject);

/** `schema`'s output, or 400 invalid naming the first refused field (under `prefix`, if any). */
function parseField<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  prefix: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const [issue] = result.issues;
  const path = issue ? v.getDotPath(issue) : null;
  const subject = [prefix, path].filter(Boolean).join('.') || 'body';
  throw invalid(subject, issue?.message ?? 'invalid');
}

function checkedAddress(input: unknown, prefix: string): Omit<StoredAddress, 'id'> {
  try {
    return validateAddress(input);
  } catch (error) {
    if (!(error instanceof CheckoutOpError) || error.subject === undefined) throw error;
    throw invalid(`${prefix}.${error.subject}`, error.message);
  }
}

/** The holder and billing address of the body, checked against the shopper's address book. */
export function checkCardDetails(userId: string, body: unknown): CheckedCardDetails {
  const parsed = parseField(DetailsBody, body, '');
  const cardHolder = parseField(CardHolderSchema, parsed.cardHolder, 'cardHolder');
  const billing = parsed.billingAddress;
  if (billing.use === 'book') {
    const address = findAddress(userId, billing.addressId);
    if (!address) {
      throw invalid('billingAddress.addressId', 'No such address in the address book');
    }
    return { cardHolder, billingAddress: checkedAddress(address, 'billingAddress') };
  }
  const address = checkedAddress(billing.address, 'billingAddress.address');
  return {
    cardHolder,
    billingAddress: address,
    addToBook: billing.saveInAddressBook ? address : undefined,
  };
}
