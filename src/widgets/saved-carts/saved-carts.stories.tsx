import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { addEntries } from '../../api/cart/cart-mutations';
import { clearAnonymousGuid } from '../../api/cart/cart-owner';
import { SEED_USERS } from '../../mocks/db/seed-users';
import SavedCartDetailsElement from './saved-cart-details.element';
import SavedCartsElement from './saved-carts.element';
import { widgetStory, type WidgetStoryArgs, setStoryShopper } from '../../testing/widget-story';

/**
 * `<store-saved-carts>` and `<store-saved-cart-details>` on the fake backend. The shopper control
 * signs a seeded user in directly (a token from the fake identity server, the session marked
 * known): the university shopper has two saved carts (00001001, 00001002), the clinician none, and
 * "teacher with a visitor cart" arrives with an anonymous cart while having an older cart, which
 * opens the old-cart merge dialog. `failContent` makes the cart API answer 500.
 */
type Shopper = 'signed-out' | 'university' | 'clinician' | 'teacher-with-visitor-cart';

interface SavedCartsStoryArgs extends WidgetStoryArgs {
  shopper: Shopper;
  /** For the details widget: its `cart-id` attribute. */
  cartId: string;
}

const USER_BY_SHOPPER: Record<Exclude<Shopper, 'signed-out'>, string> = {
  university: 'university@example.com',
  clinician: 'clinician@example.com',
  'teacher-with-visitor-cart': 'teacher@example.com',
};

const base = widgetStory({
  tag: 'store-saved-carts',
  element: SavedCartsElement,
  contentPath: '/headless/ecommerce/v2/users/*/carts**',
  documents: ['store-saved-carts', 'store-saved-cart-details'],
});

const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

/** After the shared setup: the second tag, then the shopper (and their visitor cart). */
const signInLoader: Loader<SavedCartsStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  if (!customElements.get('store-saved-cart-details')) {
    customElements.define('store-saved-cart-details', SavedCartDetailsElement);
  }
  const { shopper } = context.args;
  clearAnonymousGuid();
  if (shopper === 'teacher-with-visitor-cart') {
    await addEntries(
      { userId: 'anonymous', cartId: null },
      [{ code: '0158241926', quantity: 2 }],
      crypto.randomUUID(),
    );
  }
  const user =
    shopper === 'signed-out'
      ? undefined
      : SEED_USERS.find((u) => u.username === USER_BY_SHOPPER[shopper]);
  await setStoryShopper(user);
  return loaded as Record<string, unknown>;
};

const meta = {
  title: 'Widgets/Saved carts',
  ...base,
  args: { ...base.args, shopper: 'university', cartId: '00001001' },
  argTypes: {
    ...base.argTypes,
    shopper: {
      control: 'select',
      options: ['signed-out', 'university', 'clinician', 'teacher-with-visitor-cart'],
      description: 'Who is signed in (seeded shoppers of the fake backend).',
    },
    cartId: {
      control: 'text',
      description: 'The details widget’s cart-id attribute (try a malformed one).',
    },
    failContent: {
      control: 'boolean',
      description: 'The cart API answers 500: the widget offers to try again.',
    },
  },
  loaders: [signInLoader],
} satisfies Meta<SavedCartsStoryArgs>;

export default meta;
type Story = StoryObj<SavedCartsStoryArgs>;

/** The university shopper's two saved carts. */
export const List: Story = {};

export const Empty: Story = { args: { shopper: 'clinician' } };

export const SignedOut: Story = { name: 'Signed out', args: { shopper: 'signed-out' } };

/** The list cannot be read: a clear message and "Try again". */
export const LoadFailed: Story = { name: 'Load failed', args: { failContent: true } };

export const FrenchCanada: Story = { name: 'French Canada', args: { locale: 'fr-ca' } };

/** The old-cart merge dialog: a visitor cart meets the teacher's older cart at sign-in. */
export const MergeDialog: Story = {
  name: 'Old-cart merge dialog',
  args: { shopper: 'teacher-with-visitor-cart' },
};

function renderDetails(args: SavedCartsStoryArgs, loaded: Record<string, unknown>) {
  const mountKey = typeof loaded.mountKey === 'string' ? loaded.mountKey : args.cartId;
  return createElement('store-saved-cart-details', {
    key: `${mountKey}:${args.cartId}`,
    'cart-id': args.cartId,
  });
}

/** One saved cart with Restore and Delete. */
export const Details: Story = {
  render: (args, { loaded }) => renderDetails(args, loaded),
};

/** A malformed id (untrusted input): "not found", never an error. */
export const DetailsNotFound: Story = {
  name: 'Details: not found',
  args: { cartId: '<script>' },
  render: (args, { loaded }) => renderDetails(args, loaded),
};

export const DetailsSpain: Story = {
  name: 'Details: Spain',
  args: { locale: 'es-es' },
  render: (args, { loaded }) => renderDetails(args, loaded),
};
