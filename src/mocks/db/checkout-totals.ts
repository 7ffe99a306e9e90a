/**
 * What an order costs at checkout: sales tax or VAT on subtotal less discounts plus delivery. A
 * tax-exempt organisation pays no sales tax, VAT still applies (spec section 9).
 */
import type { CheckoutTotals } from '../../api/checkout/delivery-and-totals.schema';
import { renderCart } from './cart-render';
import { type StoredCart } from './cart-store';
import { priceOf, type PricingContext } from './pricing-context';

/** Sales tax rates (percent) by delivery country; every other country 0. */
const SALES_TAX: Readonly<Record<string, number>> = { US: 7.25, CA: 5, AU: 10, NZ: 15, JP: 10 };
/** US states without a sales tax. */
const US_UNTAXED_REGIONS = new Set(['DE', 'MT', 'NH', 'OR', 'AK']);
/** VAT rates (percent): charged as VAT, not as sales tax. */
const VAT: Readonly<Record<string, number>> = { GB: 20, IE: 23 };

const rateOf = (rates: Readonly<Record<string, number>>, country: string) =>
  Object.hasOwn(rates, country) ? (rates[country] ?? 0) : 0;

/** The sales tax and VAT rates (percent) of a delivery address. */
export function taxRates(
  delivery: { country: string; region: string } | undefined,
  taxExempt: boolean,
): { salesTax: number; vat: number } {
  if (!delivery) return { salesTax: 0, vat: 0 };
  const untaxed =
    taxExempt || (delivery.country === 'US' && US_UNTAXED_REGIONS.has(delivery.region));
  return {
    salesTax: untaxed ? 0 : rateOf(SALES_TAX, delivery.country),
    vat: rateOf(VAT, delivery.country),
  };
}

const cents = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

export function checkoutTotals(
  cart: StoredCart,
  context: PricingContext,
  options: {
    delivery: { country: string; region: string } | undefined;
    deliveryCost: number | undefined;
    taxExempt: boolean;
  },
): CheckoutTotals {
  const { subTotal, totalDiscounts } = renderCart(cart, context);
  const base = subTotal.value - totalDiscounts.value + (options.deliveryCost ?? 0);
  const rates = taxRates(options.delivery, options.taxExempt);
  const totalTax = cents((base * rates.salesTax) / 100);
  const totalVat = cents((base * rates.vat) / 100);
  return {
    subTotal,
    totalDiscounts,
    ...(options.deliveryCost !== undefined
      ? { deliveryCost: priceOf(options.deliveryCost, context) }
      : {}),
    totalTax: priceOf(totalTax, context),
    totalVat: priceOf(totalVat, context),
    totalPrice: priceOf(cents(base + totalTax + totalVat), context),
  };
}
