import type { CheckoutTotals } from '../../api/checkout/delivery-and-totals.schema';
import type { Translate } from '../../core/i18n/messages';
import type { TotalsRow } from './totals-list';
import type { CartDisplayMessageKey } from './cart-display.messages';
import { formatMoney } from '../../rules/money/price-format';

/** Shipping and tax rows, and VAT on its own row with the VAT flag. */
export function deliveryTaxRows(
  totals: CheckoutTotals,
  {
    vatFlag,
    locale,
    t,
    ships = true,
  }: {
    vatFlag: boolean;
    locale: string;
    t: Translate<CartDisplayMessageKey>;
    /** False for an order of online products only: no shipping row at all. */
    ships?: boolean;
  },
): TotalsRow[] {
  const money = (value: number) => formatMoney(value, totals.totalPrice.currencyIso, locale);
  const separateVat = vatFlag && totals.totalVat.value > 0;
  return [
    ...(ships
      ? [
          {
            label: t('shipping'),
            value: totals.deliveryCost?.formattedValue ?? t('shippingNotChosen'),
          },
        ]
      : []),
    {
      label: t('tax'),
      value:
        vatFlag || totals.totalVat.value === 0
          ? totals.totalTax.formattedValue
          : money(totals.totalTax.value + totals.totalVat.value),
    },
    ...(separateVat ? [{ label: t('vat'), value: totals.totalVat.formattedValue }] : []),
  ];
}
