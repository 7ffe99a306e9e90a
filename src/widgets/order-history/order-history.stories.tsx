import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import OrderDetailsElement from './order-details.element';
import OrderHistoryElement from './order-history.element';
import OrderStatusElement from './order-status.element';
import {
  widgetStory,
  type WidgetStoryArgs,
  setAccountShopper,
  accountShopperArgType,
  type AccountShopper,
  withSlotContent,
} from '../../testing/widget-story';

/**
 * `<store-order-history>`, `<store-order-details>` and `<store-order-status>` on the fake backend's
 * seeded order history (src/mocks/db/seed-orders.ts): the clinician has fifteen orders (two pages),
 * the district four, among them W09000015 with every field (placed by customer service, invoiced,
 * purchase order, Q-global and aimswebPlus accounts, a promotion and a UAP discount). W09000016 is
 * the clinician's reorder case: press Reorder for its notes. `failContent` makes the orders API
 * answer 500.
 */
interface OrderStoryArgs extends WidgetStoryArgs {
  shopper: AccountShopper;
  /** For the details widget: its `order-code` attribute. */
  orderCode: string;
}

const base = widgetStory({
  tag: 'store-order-history',
  element: OrderHistoryElement,
  contentPath: '/headless/ecommerce/v2/users/*/orders**',
  documents: ['store-order-history', 'store-order-details', 'store-order-status'],
});

const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

const signInLoader: Loader<OrderStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  if (!customElements.get('store-order-details')) {
    customElements.define('store-order-details', OrderDetailsElement);
  }
  if (!customElements.get('store-order-status')) {
    customElements.define('store-order-status', OrderStatusElement);
  }
  const { shopper } = context.args;
  await setAccountShopper(shopper);
  return loaded as Record<string, unknown>;
};

const meta = {
  title: 'Widgets/Order history',
  ...base,
  args: { ...base.args, shopper: 'clinician', orderCode: 'W09000016' },
  argTypes: {
    ...base.argTypes,
    shopper: accountShopperArgType,
    orderCode: {
      control: 'text',
      description: 'The details widget’s order-code attribute (try a malformed one).',
    },
    failContent: {
      control: 'boolean',
      description: 'The orders API answers 500: the widget offers to try again.',
    },
  },
  loaders: [signInLoader],
} satisfies Meta<OrderStoryArgs>;

export default meta;
type Story = StoryObj<OrderStoryArgs>;

const mountKeyOf = (args: OrderStoryArgs, loaded: Record<string, unknown>) =>
  `${typeof loaded.mountKey === 'string' ? loaded.mountKey : args.locale}:${args.orderCode}`;

function renderDetails(args: OrderStoryArgs, loaded: Record<string, unknown>) {
  return createElement('store-order-details', {
    key: mountKeyOf(args, loaded),
    'order-code': args.orderCode,
  });
}

function renderStatus(args: OrderStoryArgs, loaded: Record<string, unknown>) {
  return createElement('store-order-status', { key: mountKeyOf(args, loaded) });
}

/** The clinician's first page of ten, newest first. */
export const List: Story = {};

export const SignedOut: Story = { name: 'Signed out', args: { shopper: 'signed-out' } };

/** The list cannot be read: a clear message and "Try again". */
export const LoadFailed: Story = { name: 'Load failed', args: { failContent: true } };

export const FrenchCanada: Story = { name: 'French Canada', args: { locale: 'fr-ca' } };

/** The district's order with every field of spec section 3. */
export const Details: Story = {
  args: { shopper: 'district', orderCode: 'W09000015' },
  render: (args, { loaded }) => renderDetails(args, loaded),
};

/** The clinician's reorder case: press Reorder for a note per line. */
export const DetailsReorder: Story = {
  name: 'Details: reorder',
  render: (args, { loaded }) => renderDetails(args, loaded),
};

/** A visitor's lookup by order number and email (try W09000016 and clinician@example.com). */
export const StatusVisitor: Story = {
  name: 'Status: visitor',
  args: { shopper: 'signed-out' },
  render: (args, { loaded }) => renderStatus(args, loaded),
};

export const StatusSpain: Story = {
  name: 'Status: Spain',
  args: { shopper: 'signed-out', locale: 'es-es' },
  render: (args, { loaded }) => renderStatus(args, loaded),
};

/**
 * Content slots (docs/authoring.md): the page's own link beside the heading in `heading-aside`,
 * the slot every account page shares.
 */
export const ContentSlots: Story = {
  render: withSlotContent(
    meta.render,
    <a slot="heading-aside" href="/contact-us.html">
      Questions about an order?
    </a>,
  ),
};
