/**
 * A cart from a quote: OCC's CHECKOUT action (quoted prices and choices) or the store's reorder of
 * an expired one (today's prices). A current cart with entries is saved first, as Spartacus does,
 * so nothing is silently wiped. Nothing is replayed.
 */
import { saveCart } from './cart-save';
import { createCart, deleteCart, findCart, type StoredCart } from './cart-store';
import { findProduct } from './products';
import { saveChoices } from './checkout';
import { QuoteOpError, quoteNotFound } from './quote-errors';
import { quoteStateAt } from './quote-expiry';
import { findQuote, type StoredQuote } from './quotes';
import type { SeedUser } from './seed-users';

/** The shopper's current cart kept as a saved cart when it holds something, else dropped. */
function setAsideCurrentCart(user: SeedUser, quote: StoredQuote): void {
  let current: StoredCart;
  try {
    current = findCart(user.id, 'current');
  } catch {
    return;
  }
  if (current.entries.length === 0) {
    deleteCart(current);
    return;
  }
  saveCart(current, `BeforeQuote${quote.code}`, `Your cart when quote ${quote.code} was ordered`);
}

function cartOf(user: SeedUser, quote: StoredQuote): StoredCart {
  setAsideCurrentCart(user, quote);
  const cart = createCart(user.id);
  cart.entries = quote.lines.flatMap((line) => {
    const product = findProduct(line.product.code);
    return product ? [{ product, quantity: line.quantity }] : [];
  });
  cart.vouchers = [...quote.vouchers];
  return cart;
}

function ownQuote(user: SeedUser, code: string): StoredQuote {
  const quote = findQuote(user.id, code);
  if (!quote) throw quoteNotFound();
  return quote;
}

/** Order an active quote: its cart, priced as quoted, with the quote's checkout choices. */
export function cartFromQuote(user: SeedUser, code: string): StoredCart {
  const quote = ownQuote(user, code);
  const state = quoteStateAt(quote);
  if (state === 'ORDERED') throw new QuoteOpError(409, 'ordered', `Quote ${code} was ordered`);
  if (state === 'EXPIRED') throw new QuoteOpError(400, 'expired', `Quote ${code} has expired`);
  if (quote.lines.some((line) => findProduct(line.product.code)?.training)) {
    throw new QuoteOpError(
      400,
      'trainingsNotOrderable',
      `Quote ${code} holds online training, which is ordered through Customer Service`,
    );
  }
  const cart = cartOf(user, quote);
  cart.quote = {
    code: quote.code,
    site: quote.site,
    basePrices: new Map(quote.lines.map((line) => [line.product.code, line.base])),
  };
  saveChoices(cart, {
    accountNotListed: false,
    accountId: quote.accountId,
    deliveryAddress: quote.delivery,
    deliveryModeCode: quote.deliveryModeCode,
    billing: quote.billing ? { address: quote.billing } : { sameAsShipping: true },
  });
  quote.checkout = { cartCode: cart.code, at: new Date().toISOString() };
  return cart;
}

/** Reorder an expired quote: its entries in a new current cart at today's prices. */
export function cartFromExpiredQuote(user: SeedUser, code: string): StoredCart {
  const quote = ownQuote(user, code);
  if (quoteStateAt(quote) !== 'EXPIRED') {
    throw new QuoteOpError(400, 'notExpired', `Quote ${code} has not expired: order it`);
  }
  return cartOf(user, quote);
}
