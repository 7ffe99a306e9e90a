import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { addEntries, type CartLine } from '../src/api/cart/cart-mutations';
import { clearAnonymousGuid } from '../src/api/cart/cart-owner';
import { fetchCheckout } from '../src/api/checkout/get-checkout';
import { setCheckoutChoice } from '../src/api/checkout/set-checkout-choice';
import { SEED_USERS } from '../src/mocks/db/seed-users';
import CheckoutElement from '../src/widgets/checkout/checkout.element';
import { setStoryShopper, widgetStory, type WidgetStoryArgs } from './widget-story';

/**
 * `<store-checkout>` on the fake backend. The loader signs a seeded shopper in (or not), fills
 * their cart through the commerce API and, for `progress: summary`, makes every choice through the
 * checkout API, so the checkout opens on the order summary. `failContent` makes the checkout's
 * read answer 500.
 */
type Shopper = 'visitor' | 'clinician' | 'district';
type Progress = 'start' | 'summary';

interface CheckoutStoryArgs extends WidgetStoryArgs {
  shopper: Shopper;
  progress: Progress;
}

const LINES: Record<Exclude<Shopper, 'visitor'>, CartLine[]> = {
  clinician: [
    { code: '0158241926', quantity: 2 },
    { code: 'A103000271129', quantity: 10 },
  ],
  district: [
    { code: '0158241926', quantity: 1 },
    { code: '0158036653', quantity: 1 },
  ],
};

const USERNAME: Record<Exclude<Shopper, 'visitor'>, string> = {
  clinician: 'clinician@example.com',
  district: 'district@example.com',
};

const base = widgetStory({
  tag: 'store-checkout',
  element: CheckoutElement,
  contentPath: '/headless/ecommerce/v2/users/current/carts/current/checkout',
});
const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

/** Every choice of the clinician's or the district's order, as the shopper would make them. */
async function chooseEverything(shopper: Exclude<Shopper, 'visitor'>): Promise<void> {
  const id = () => crypto.randomUUID();
  let state = await fetchCheckout();
  const step = async (run: (version: number) => Promise<typeof state>) => {
    state = await run(state.cartVersion);
  };
  const org = shopper === 'district';
  await step((v) =>
    setCheckoutChoice(
      'customer-account',
      { cartVersion: v, accountId: org ? 'org-1234' : 'personal-u-1001' },
      id(),
    ),
  );
  await step((v) =>
    setCheckoutChoice(
      'qualified-user',
      { cartVersion: v, userId: org ? 'qu-pnatarajan' : 'u-1001' },
      id(),
    ),
  );
  if (state.requires.qglobalAccount) {
    await step((v) =>
      setCheckoutChoice(
        'qglobal-account',
        { cartVersion: v, mode: 'EXISTING', accountNumber: 'QG-100234' },
        id(),
      ),
    );
  }
  await step((v) =>
    setCheckoutChoice(
      'delivery-address',
      { cartVersion: v, addressId: org ? 'addr-1003-district' : 'addr-1001-home' },
      id(),
    ),
  );
  await step((v) => setCheckoutChoice('delivery-mode', { cartVersion: v, code: 'ground' }, id()));
  await step((v) =>
    setCheckoutChoice('billing-address', { cartVersion: v, sameAsShipping: true }, id()),
  );
}

const checkoutLoader: Loader<CheckoutStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  const { shopper, progress } = context.args;
  clearAnonymousGuid();
  // The step comes from the URL: a story always starts where the checkout state says.
  const url = new URL(globalThis.location.href);
  if (url.searchParams.has('step')) {
    url.searchParams.delete('step');
    globalThis.history.replaceState(null, '', url);
  }
  if (shopper === 'visitor') {
    await setStoryShopper(undefined);
    return loaded as Record<string, unknown>;
  }
  await setStoryShopper(SEED_USERS.find((u) => u.username === USERNAME[shopper]));
  await addEntries({ userId: 'current', cartId: 'current' }, LINES[shopper], crypto.randomUUID());
  if (progress === 'summary') await chooseEverything(shopper);
  return loaded as Record<string, unknown>;
};

const meta = {
  title: 'Widgets/Checkout',
  ...base,
  args: { ...base.args, shopper: 'clinician', progress: 'start' },
  argTypes: {
    ...base.argTypes,
    shopper: {
      control: 'select',
      options: ['visitor', 'clinician', 'district'],
      description:
        'Who checks out: a visitor (asked to sign in), the clinician (personal; PPVT-5 forms and Q-global reports) or the district (organisation; a level B product).',
    },
    progress: {
      control: 'select',
      options: ['start', 'summary'],
      description:
        'Nothing chosen yet, or every choice made (the checkout opens on the order summary).',
    },
    failContent: {
      control: 'boolean',
      description: 'The checkout read answers 500: the error and its "Try again".',
    },
  },
  loaders: [checkoutLoader],
} satisfies Meta<CheckoutStoryArgs>;

export default meta;
type Story = StoryObj<CheckoutStoryArgs>;

/** The clinician's first step: her personal account. */
export const PersonalBuyer: Story = {};

/** The district: her organisations, one not valid for ordering. */
export const OrganisationBuyer: Story = { args: { shopper: 'district' } };

/** Everything chosen: the order summary with its totals, promotion codes and terms. */
export const OrderSummary: Story = { args: { progress: 'summary' } };

/** A visitor is asked to sign in. */
export const SignedOut: Story = { args: { shopper: 'visitor' } };

export const LoadFailed: Story = { args: { failContent: true } };

export const FrenchCanada: Story = { name: 'French Canada', args: { locale: 'fr-ca' } };
