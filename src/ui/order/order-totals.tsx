import type { CheckoutTotals } from '../../api/checkout/delivery-and-totals.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { useFlag, useSite } from '../../core/react/use-store';
import { discountLabel } from '../../rules/cart/discount-label';
import { TotalsList } from '../cart/totals-list';
import { cartDisplayMessages } from '../cart/cart-display.messages';
import { deliveryTaxRows } from '../cart/delivery-tax-rows';

/** Discounts get the generic label: an order keeps no promotion statuses. */
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
