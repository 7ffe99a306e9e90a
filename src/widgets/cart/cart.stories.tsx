import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { addEntries, applyVoucher, type CartLine } from '../../api/cart/cart-mutations';
import { clearAnonymousGuid, readAnonymousGuid, type CartOwner } from '../../api/cart/cart-owner';
import { SEED_USERS } from '../../mocks/db/seed-users';
import CartElement from './cart.element';
import {
  widgetStory,
  type WidgetStoryArgs,
  setStoryShopper,
  withSlotContent,
} from '../../testing/widget-story';

/**
 * `<store-cart>` on the fake backend, its cart filled by the loader (`contents`, `shopper`).
 * `failContent` makes the cart read answer 500.
 */
type Shopper = 'visitor' | 'clinician' | 'district';
type Contents = 'empty' | 'mixed' | 'promotion' | 'aimswebMinimum' | 'uapLimit';

interface CartStoryArgs extends WidgetStoryArgs {
  shopper: Shopper;
  contents: Contents;
}

const PPVT_FORMS = '0158241926'; // level A, $62
const WISC_STIMULUS = 'A103000185339'; // level C, not discountable
const WISC_MANUAL = '0158979817'; // level C, WISC-V
const AIMSWEB = 'A103000290018'; // $7.50 per student

const LINES: Record<Contents, CartLine[]> = {
  empty: [],
  mixed: [
    { code: PPVT_FORMS, quantity: 2 },
    { code: WISC_STIMULUS, quantity: 1 },
    { code: WISC_MANUAL, quantity: 1 },
  ],
  promotion: [
    { code: PPVT_FORMS, quantity: 2 },
    { code: WISC_MANUAL, quantity: 1 },
  ],
  aimswebMinimum: [
    { code: AIMSWEB, quantity: 4 },
    { code: PPVT_FORMS, quantity: 1 },
  ],
  uapLimit: [{ code: PPVT_FORMS, quantity: 12 }],
};

const CODES: Partial<Record<Contents, string[]>> = {
  promotion: ['SAVE10', 'WISC15'],
  uapLimit: ['UAP2026'],
};

const USER_BY_SHOPPER: Record<Exclude<Shopper, 'visitor'>, string> = {
  clinician: 'clinician@example.com',
  district: 'district@example.com',
};

const base = widgetStory({
  tag: 'store-cart',
  element: CartElement,
  contentPath: '/headless/ecommerce/v2/users/*/carts/*',
});

const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

/** After the shared setup (backend reset, configuration): the shopper, then their cart. */
const cartLoader: Loader<CartStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  const { shopper, contents, failContent } = context.args;
  clearAnonymousGuid();
  const user =
    shopper === 'visitor'
      ? undefined
      : SEED_USERS.find((u) => u.username === USER_BY_SHOPPER[shopper]);
  await setStoryShopper(user);

  // With failContent the cart is still filled (its read is what fails), so the error has a cart to miss.
  const lines = failContent && contents === 'empty' ? LINES.mixed : LINES[contents];
  if (lines.length > 0) {
    const owner: CartOwner = user
      ? { userId: 'current', cartId: 'current' }
      : { userId: 'anonymous', cartId: null };
    await addEntries(owner, lines, crypto.randomUUID());
    // A visitor's first add created the cart and stored its guid.
    const ref: CartOwner = user ? owner : { userId: 'anonymous', cartId: readAnonymousGuid() };
    for (const code of CODES[contents] ?? []) await applyVoucher(ref, code, crypto.randomUUID());
  }
  return loaded as Record<string, unknown>;
};

const meta = {
  title: 'Widgets/Cart',
  ...base,
  args: { ...base.args, shopper: 'visitor', contents: 'mixed' },
  argTypes: {
    ...base.argTypes,
    shopper: {
      control: 'select',
      options: ['visitor', 'clinician', 'district'],
      description:
        'Whose cart: a visitor, the clinician (personal, ABC: may save the cart) or the district (organisation, AB, organisation discount).',
    },
    contents: {
      control: 'select',
      options: ['empty', 'mixed', 'promotion', 'aimswebMinimum', 'uapLimit'],
      description: 'What the cart holds (and the promotion codes applied to it).',
    },
    failContent: {
      control: 'boolean',
      description: 'The cart read answers 500: the error and its "Try again".',
    },
  },
  loaders: [cartLoader],
} satisfies Meta<CartStoryArgs>;

export default meta;
type Story = StoryObj<CartStoryArgs>;

/** A visitor's cart: entries, the not-discountable flag, the qualification checked at sign-in. */
export const VisitorCart: Story = {};

export const Empty: Story = { args: { contents: 'empty' } };

/** SAVE10 applied, WISC15 too (WISC-V in the cart): the applied codes and the discounts. */
export const PromotionCodes: Story = { args: { contents: 'promotion' } };

/** aimswebPlus under the $300 minimum: checkout is held back and says why. */
export const AimswebMinimum: Story = { args: { contents: 'aimswebMinimum' } };

/** UAP2026 on 12 units (the agreement covers 10): the UAP-limit-reached message. */
export const UapLimitReached: Story = { args: { contents: 'uapLimit' } };

/** The clinician can save the cart (the dialog loads on demand). */
export const SignedInClinician: Story = { args: { shopper: 'clinician' } };

/** The district: a level C product it may not buy, the organisation discount label, tax note. */
export const OrganisationAccount: Story = { args: { shopper: 'district' } };

export const LoadFailed: Story = { args: { failContent: true } };

export const FrenchCanada: Story = { name: 'French Canada', args: { locale: 'fr-ca' } };

/**
 * Content slots (docs/authoring.md): the page's own empty state in `empty` (switch `contents` to
 * see its note under the totals in `totals-note`).
 */
export const ContentSlots: Story = {
  args: { contents: 'empty' },
  render: withSlotContent(
    meta.render,
    <>
      <div slot="empty">
        <p>
          Your basket is empty.{' '}
          <a href="/store/usassessments/en/quickOrder">See this season's new editions</a>
        </p>
      </div>
      <p slot="totals-note">Orders placed before 3 pm ship the same day.</p>
    </>,
  ),
};
