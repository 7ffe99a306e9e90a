import { importAgain } from '../../core/element/import-again';
import { commerceRequest } from '../http/commerce-client';
import { setDeliveryAddress, setDeliveryMode } from './cart-delivery';
import type { CheckoutChoice, CheckoutChoiceBodies } from './checkout.schema';
import { CHECKOUT_PATH } from './get-checkout';

const typedAddressSaves = () => importAgain(() => import('./typed-address-choice'));

/** The address steps fetch a typed address's saves as they show: a save then waits for no code. */
export function prefetchTypedAddressSaves(): void {
  typedAddressSaves().catch(() => undefined);
}

/** The choices OCC has no place for (the store's extension). */
type ExtensionChoice = Exclude<CheckoutChoice, 'delivery-address' | 'delivery-mode'>;

/** Saves one checkout choice on the cart; the caller reads the checkout again. */
export async function setCheckoutChoice<K extends CheckoutChoice>(
  choice: K,
  body: CheckoutChoiceBodies[K],
  requestId: string,
): Promise<void> {
  const choose = CHOOSERS[choice] as (body: CheckoutChoiceBodies[K], id: string) => Promise<void>;
  await choose(body, requestId);
}

const extensionChoice =
  <K extends ExtensionChoice>(choice: K) =>
  async (body: CheckoutChoiceBodies[K], requestId: string): Promise<void> => {
    await commerceRequest(`${CHECKOUT_PATH}/${choice}`, { method: 'PUT', body, requestId });
  };

const chooseBilling = extensionChoice('billing-address');

const CHOOSERS: {
  [K in CheckoutChoice]: (body: CheckoutChoiceBodies[K], requestId: string) => Promise<void>;
} = {
  'customer-account': extensionChoice('customer-account'),
  'qualified-user': extensionChoice('qualified-user'),
  'qglobal-account': extensionChoice('qglobal-account'),
  'aimsweb-account': extensionChoice('aimsweb-account'),
  'billing-address': async (body, requestId) => {
    if (!('address' in body) || !body.saveInAddressBook) return chooseBilling(body, requestId);
    const { addBookAddress } = await typedAddressSaves();
    const added = await addBookAddress(undefined, body.address, requestId);
    return chooseBilling({ addressId: added.id }, requestId);
  },
  terms: extensionChoice('terms'),
  'delivery-address': (body, requestId) =>
    'addressId' in body
      ? setDeliveryAddress(body.addressId, requestId)
      : typedAddressSaves().then((saves) =>
          saves.createDeliveryAddress(body.address, body.saveInAddressBook, requestId),
        ),
  'delivery-mode': (body, requestId) => setDeliveryMode(body.code, requestId),
};
