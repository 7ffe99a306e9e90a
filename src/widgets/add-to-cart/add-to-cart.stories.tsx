import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { clearAnonymousGuid } from '../../api/cart/cart-owner';
import { addFault } from '../../mocks/handlers';
import AddToCartElement from './add-to-cart.element';
import { widgetStory, type WidgetStoryArgs, withSlotContent } from '../../testing/widget-story';

/**
 * `<store-add-to-cart>` on the fake backend, as a visitor (products: src/mocks/db/seed-products.ts).
 * `failContent` makes the first add answer 500.
 */
interface AddToCartStoryArgs extends WidgetStoryArgs {
  productCode: string;
  quantity: string;
}

const base = widgetStory({
  tag: 'store-add-to-cart',
  element: AddToCartElement,
  // Replaced below: the fault that matters here is on the add, once, so "Try again" succeeds.
  contentPath: '/__none__',
});

const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

const loader: Loader<AddToCartStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.({
    ...context,
    args: { ...context.args, failContent: false },
  } as never);
  clearAnonymousGuid();
  if (context.args.failContent) {
    addFault({ path: '**/carts/*/entries', method: 'POST', mode: '500', times: 1 });
  }
  return loaded as Record<string, unknown>;
};

const meta = {
  title: 'Widgets/Add to cart',
  ...base,
  args: { ...base.args, productCode: '0158241926', quantity: '1' },
  argTypes: {
    ...base.argTypes,
    productCode: {
      control: 'text',
      description: 'The `product-code` attribute: a product code or ISBN-13.',
    },
    quantity: { control: 'text', description: 'The `quantity` attribute (default 1).' },
    failContent: {
      control: 'boolean',
      description: 'The first add answers 500: the message, then "Try again" adds once.',
    },
  },
  loaders: [loader],
  // The shared render, plus the element's attributes.
  render: (args, context) => {
    const { mountKey } = context.loaded as { mountKey?: string };
    return createElement('store-add-to-cart', {
      key: `${mountKey ?? args.locale}:${args.productCode}:${args.quantity}`,
      'product-code': args.productCode,
      quantity: args.quantity,
    });
  },
} satisfies Meta<AddToCartStoryArgs>;

export default meta;
type Story = StoryObj<AddToCartStoryArgs>;

/** PPVT-5 record forms: "Add to cart", then "Added to your cart". */
export const Ready: Story = {};

/** Five of a manual with three in stock: the stock notice after the add. */
export const LowStock: Story = { args: { productCode: '0158979825', quantity: '5' } };

/** Not buyable online: the message and a disabled button. */
export const NotBuyableOnline: Story = { args: { productCode: '0158984403' } };

/** An author's mistake: the product shows as unavailable; the console names the attribute. */
export const InvalidProductCode: Story = { args: { productCode: 'not a code!' } };

export const AddFails: Story = { args: { failContent: true } };

export const FrenchCanada: Story = { name: 'French Canada', args: { locale: 'fr-ca' } };

/** Content slots (docs/authoring.md): the page's own note under the button in `note`. */
export const ContentSlots: Story = {
  render: withSlotContent(meta.render, <p slot="note">Ships within two working days.</p>),
};
