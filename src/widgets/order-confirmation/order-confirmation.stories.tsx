import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { fetchCheckout } from '../../api/checkout/get-checkout';
import { setCheckoutChoice } from '../../api/checkout/set-checkout-choice';
import { placeOrder } from '../../api/orders/place-order';
import OrderConfirmationElement from './order-confirmation.element';
import { orderedItems } from '../../rules/cart/ordered-items';
import { chooseEverything, LINES, startShopper } from '../../testing/checkout-story-setup';
import { widgetStory, type WidgetStoryArgs, withSlotContent } from '../../testing/widget-story';

/**
 * `<store-order-confirmation>` on the fake backend. The loader has the district place an order by
 * purchase order through the commerce API (every checkout choice, the terms, Place order: no card,
 * so no payment provider is needed) and shows it; `order` picks another case: an order that is
 * not this shopper's (not found), or a visitor (asked to sign in).
 */
type OrderCase = 'placed' | 'not-found' | 'visitor';

interface ConfirmationStoryArgs extends WidgetStoryArgs {
  order: OrderCase;
}

interface ConfirmationLoaded {
  mountKey?: string;
  orderCode?: string;
}

const base = widgetStory({
  tag: 'store-order-confirmation',
  element: OrderConfirmationElement,
  contentPath: '/headless/ecommerce/v2/users/current/orders/*',
});
const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

/** The district's order paid by purchase order (the district has ordered before, so it may). */
async function placeDistrictOrder(): Promise<string> {
  await startShopper('district');
  await chooseEverything('district');
  await setCheckoutChoice('terms', { accepted: true }, crypto.randomUUID());
  const order = await placeOrder(
    { payment: { type: 'PURCHASE_ORDER', poNumber: 'PO-2026-0114' }, sanctionsScreening: false },
    crypto.randomUUID(),
    {
      cartId: (await fetchCheckout()).cartCode,
      items: orderedItems(
        LINES.district.map((line) => ({ product: line, quantity: line.quantity })),
      ),
    },
  );
  return order.code;
}

const confirmationLoader: Loader<ConfirmationStoryArgs> = async (context) => {
  const loaded = (await prepare?.(context as never)) as ConfirmationLoaded;
  switch (context.args.order) {
    case 'placed':
      return { ...loaded, orderCode: await placeDistrictOrder() };
    case 'not-found':
      await startShopper('district');
      return { ...loaded, orderCode: 'W99999999' };
    case 'visitor':
      await startShopper('visitor');
      return { ...loaded, orderCode: 'W10000001' };
  }
};

const meta = {
  title: 'Widgets/Order confirmation',
  ...base,
  args: { ...base.args, order: 'placed' },
  argTypes: {
    ...base.argTypes,
    order: {
      control: 'select',
      options: ['placed', 'not-found', 'visitor'],
      description:
        "The district's order paid by purchase order; an order that is not this shopper's; a visitor.",
    },
    failContent: {
      control: 'boolean',
      description: 'The order read answers 500: the error and its "Try again".',
    },
  },
  loaders: [confirmationLoader],
  render: (args, { loaded }) => {
    const { mountKey, orderCode } = loaded as ConfirmationLoaded;
    return createElement('store-order-confirmation', {
      key: mountKey ?? args.order,
      'order-code': orderCode,
    });
  },
} satisfies Meta<ConfirmationStoryArgs>;

export default meta;
type Story = StoryObj<ConfirmationStoryArgs>;

/** The order, its facts, products and totals. */
export const Placed: Story = {};

/** Another shopper's order, or none: not found, nothing of it shown. */
export const NotFound: Story = { args: { order: 'not-found' } };

/** A visitor is asked to sign in to see the order. */
export const SignedOut: Story = { args: { order: 'visitor' } };

export const LoadFailed: Story = { args: { failContent: true } };

export const FrenchCanada: Story = { name: 'French Canada', args: { locale: 'fr-ca' } };

/** Content slots (docs/authoring.md): the page's own next steps in `next-steps`. */
export const ContentSlots: Story = {
  render: withSlotContent(
    meta.render,
    <div slot="next-steps">
      <h3>What happens next</h3>
      <p>Your materials ship within two working days; digital access codes arrive by email.</p>
    </div>,
  ),
};
