import type { CheckoutTotals } from '../../api/checkout/checkout.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { useFlag, useSite } from '../../core/react/use-store';
import { discountLabel } from '../../rules/cart/discount-label';
import { TotalsList } from '../cart/cart-totals';
import { cartDisplayMessages } from '../cart/cart-display.messages';
import { deliveryTaxRows } from '../cart/delivery-tax-rows';

/**
 * The totals of an order or a quote as the checkout's summary showed them: subtotal, discounts
 * (the generic label: the order keeps no promotion statuses), shipping, tax (and VAT on its own
 * line with the VAT flag), total.
 */
export function OrderTotals({ totals }: { totals: CheckoutTotals }) {
  const { locale } = useSite();
  const vatFlag = useFlag('vat');
  const t = useTranslate(cartDisplayMessages);
  return (
    <TotalsList
      amounts={totals}
      label={discountLabel({ uapFeatureEnabled: false, orgDiscountFlag: false })}
      extraRows={deliveryTaxRows(totals, { vatFlag, locale, t })}
      headingLevel="h3"
    />
  );
}
