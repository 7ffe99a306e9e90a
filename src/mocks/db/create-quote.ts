/**
 * Create a quote of the current cart (`POST …/users/current/quotes`, OCC's QuoteStarter) and the
 * preview of its expiry. The cart needs the choices of spec section 8; it stays as it is.
 */
import * as v from 'valibot';
import type { QuotePreviewWire as QuotePreview } from '../../api/quotes/quote.schema';
import type { StoredCart } from './cart-store';
import type { PricingContext } from './pricing-context';
import { checkoutCart, choicesOf, chosenAccount } from './checkout';
import { CheckoutOpError } from './checkout-errors';
import { deliveryModeFor } from './delivery-modes';
import { QuoteOpError } from './quote-errors';
import { expiryOfNewQuote, hasActiveOrgDiscount, siteTimeZone, siteToday } from './quote-expiry';
import { renderOccQuote } from './occ-quote';
import { quoteLinesOf, recordQuote, takeQuoteCode } from './quotes';
import type { SeedUser } from './seed-users';

/** OCC's QuoteStarter: the cart to quote, by its code. */
const CreateBody = v.object({ cartId: v.pipe(v.string(), v.minLength(1)) });

/** The shopper's current cart; OCC's 400 CartError notFound without one. */
function quoteCart(user: SeedUser): StoredCart {
  try {
    return checkoutCart(user);
  } catch (error) {
    if (error instanceof CheckoutOpError) {
      throw new QuoteOpError(400, 'cartNotFound', 'Cart not found.');
    }
    throw error;
  }
}

/** What a quote of the current cart would get if created now (the create dialog's warning). */
export function previewQuote(user: SeedUser, context: PricingContext): QuotePreview {
  quoteCart(user);
  const expiry = expiryOfNewQuote(siteToday(context.site), hasActiveOrgDiscount(user.id));
  return {
    expirationDate: expiry.expirationDate,
    timeZone: siteTimeZone(context.site),
    ...(expiry.earlyExpiry ? { earlyExpiry: expiry.earlyExpiry } : {}),
  };
}

export function createQuote(
  user: SeedUser,
  body: unknown,
  context: PricingContext,
  lang: string,
): ReturnType<typeof renderOccQuote> {
  const cart = quoteCart(user);
  const parsed = v.safeParse(CreateBody, body);
  if (!parsed.success) throw new QuoteOpError(400, 'invalid', 'cartId is required', 'cartId');
  // Another cart than the current one (ordered, replaced since): OCC's cart not found.
  if (parsed.output.cartId !== cart.code) {
    throw new QuoteOpError(400, 'cartNotFound', 'Cart not found.', parsed.output.cartId);
  }
  if (cart.entries.length === 0) throw new QuoteOpError(400, 'cartEmpty', 'The cart is empty');
  const choices = choicesOf(cart);
  const delivery = choices.deliveryAddress;
  if (!delivery) throw new QuoteOpError(400, 'deliveryAddressMissing', 'No delivery address yet');
  const mode =
    choices.deliveryModeCode &&
    deliveryModeFor(delivery.country, choices.deliveryModeCode, context, lang);
  if (!choices.deliveryModeCode || !mode) {
    throw new QuoteOpError(400, 'deliveryModeMissing', 'No delivery mode yet');
  }
  if (!choices.billing) {
    throw new QuoteOpError(400, 'billingAddressMissing', 'No billing address yet');
  }
  const account = chosenAccount(choices);
  const quote = {
    code: takeQuoteCode(),
    ownerId: user.id,
    site: context.site,
    created: new Date().toISOString(),
    ...quoteLinesOf(cart, context, {
      delivery,
      deliveryCost: mode.deliveryCost.value,
      taxExempt: account?.taxExempt ?? false,
    }),
    ...expiryOfNewQuote(siteToday(context.site), hasActiveOrgDiscount(user.id)),
    vouchers: [...cart.vouchers],
    delivery,
    billing: 'address' in choices.billing ? choices.billing.address : undefined,
    deliveryModeCode: choices.deliveryModeCode,
    accountId: account?.id,
    customerAccount: account
      ? {
          name: account.name,
          ...(account.accountNumber ? { accountNumber: account.accountNumber } : {}),
        }
      : { name: `${user.firstName} ${user.lastName}` },
    ordered: false,
  };
  recordQuote(quote);
  return renderOccQuote(quote, context);
}
