import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { cartsPath } from '../cart/cart-owner';
import { commerceRequest } from '../http/commerce-client';
import { DELIVERY_MODE_FIELDS, DeliveryModeListSchema } from './checkout.schema';
import { checkoutLang } from './checkout-lang';

/** The delivery modes for the cart's delivery address; keyed by it, so each address asks once. */
export function deliveryModesQueryOptions(addressKey: string | undefined) {
  return pageQueryOptions({
    queryKey: ['delivery-modes', addressKey, checkoutLang()],
    meta: PERSONAL,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({
        fields: `deliveryModes(${DELIVERY_MODE_FIELDS})`,
        lang: checkoutLang(),
      });
      const list = await commerceRequest(
        `${cartsPath('current', 'current')}/deliverymodes?${query}`,
        { schema: DeliveryModeListSchema, signal },
      );
      return list.deliveryModes;
    },
    enabled: addressKey !== undefined,
  });
}

export function useDeliveryModes(addressKey: string | undefined) {
  return usePageQuery(deliveryModesQueryOptions(addressKey));
}
