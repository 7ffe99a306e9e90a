import { addEntries, type CartLine } from '../api/cart/cart-mutations';
import { clearAnonymousGuid } from '../api/cart/cart-owner';
import type { CheckoutState } from '../api/checkout/checkout.schema';
import { fetchCheckout } from '../api/checkout/get-checkout';
import { setCheckoutChoice } from '../api/checkout/set-checkout-choice';
import { SEED_USERS } from '../mocks/db/seed-users';
import { setStoryShopper, type WidgetStoryArgs } from './widget-story';

/**
 * The checkout stories' shoppers and their orders, on the fake backend through the commerce API
 * (as the shopper would make them): shared by the checkout's and the confirmation's stories.
 */
export type Shopper = 'visitor' | 'clinician' | 'district';
export type Progress = 'start' | 'summary';

export interface CheckoutStoryArgs extends WidgetStoryArgs {
  shopper: Shopper;
  progress: Progress;
}

export const LINES: Record<Exclude<Shopper, 'visitor'>, CartLine[]> = {
  clinician: [
    { code: '0158241926', quantity: 2 },
    { code: 'A103000271129', quantity: 10 },
  ],
  district: [
    { code: '0158241926', quantity: 1 },
    { code: '0158036653', quantity: 1 },
  ],
};

export const USERNAME: Record<Exclude<Shopper, 'visitor'>, string> = {
  clinician: 'clinician@example.com',
  district: 'district@example.com',
};

/** Every choice of the clinician's or the district's order, as the shopper would make them. */
export async function chooseEverything(
  shopper: Exclude<Shopper, 'visitor'>,
): Promise<CheckoutState> {
  const id = () => crypto.randomUUID();
  const org = shopper === 'district';
  await setCheckoutChoice(
    'customer-account',
    { accountId: org ? 'org-1234' : 'personal-u-1001' },
    id(),
  );
  await setCheckoutChoice('qualified-user', { userId: org ? 'qu-pnatarajan' : 'u-1001' }, id());
  if ((await fetchCheckout()).requires.qglobalAccount) {
    await setCheckoutChoice(
      'qglobal-account',
      { mode: 'EXISTING', accountNumber: 'QG-100234' },
      id(),
    );
  }
  await setCheckoutChoice(
    'delivery-address',
    { addressId: org ? 'addr-1003-district' : 'addr-1001-home' },
    id(),
  );
  await setCheckoutChoice('delivery-mode', { code: 'ground' }, id());
  await setCheckoutChoice('billing-address', { sameAsShipping: true }, id());
  return fetchCheckout();
}

/** Signs the shopper in (or out, for the visitor) with a fresh cart holding their lines. */
export async function startShopper(shopper: Shopper): Promise<void> {
  clearAnonymousGuid();
  if (shopper === 'visitor') {
    await setStoryShopper(undefined);
    return;
  }
  await setStoryShopper(SEED_USERS.find((u) => u.username === USERNAME[shopper]));
  await addEntries({ userId: 'current', cartId: 'current' }, LINES[shopper], crypto.randomUUID());
}
