import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { addEntries, type CartLine } from '../../api/cart/cart-mutations';
import { clearAnonymousGuid } from '../../api/cart/cart-owner';
import MiniCartElement from './mini-cart.element';
import { widgetStory, type WidgetStoryArgs, withSlotContent } from '../../testing/widget-story';

/**
 * `<store-mini-cart>` on the fake backend, as a visitor with `contents` in the cart. `failContent`
 * makes the cart read answer 500. The subtotal is always in the button's name.
 */
type Contents = 'empty' | 'one' | 'several';

interface MiniCartStoryArgs extends WidgetStoryArgs {
  contents: Contents;
}

const LINES: Record<Contents, CartLine[]> = {
  empty: [],
  one: [{ code: '0158241926', quantity: 1 }], // PPVT-5 record forms, $62
  several: [
    { code: '0158241926', quantity: 2 },
    { code: '0158242124', quantity: 1 }, // EVT-3 record forms, $55
    { code: '0158979876', quantity: 1 }, // WISC-V kit, $1,575
  ],
};

const base = widgetStory({
  tag: 'store-mini-cart',
  element: MiniCartElement,
  contentPath: '/headless/ecommerce/v2/users/*/carts/*',
});

const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

/** After the shared setup (backend reset, configuration, fresh core): the visitor's cart. */
const cartLoader: Loader<MiniCartStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  const { contents, failContent } = context.args;
  clearAnonymousGuid();
  const lines = failContent && contents === 'empty' ? LINES.one : LINES[contents];
  if (lines.length > 0) {
    await addEntries({ userId: 'anonymous', cartId: null }, lines, crypto.randomUUID());
  }
  return loaded as Record<string, unknown>;
};

const meta = {
  title: 'Widgets/Mini-cart',
  ...base,
  args: { ...base.args, contents: 'several' },
  argTypes: {
    ...base.argTypes,
    contents: {
      control: 'select',
      options: ['empty', 'one', 'several'],
      description: 'What the visitor’s cart holds.',
    },
    failContent: {
      control: 'boolean',
      description:
        'The cart read answers 500: the button says so and the panel offers "Try again".',
    },
  },
  loaders: [cartLoader],
} satisfies Meta<MiniCartStoryArgs>;

export default meta;
type Story = StoryObj<MiniCartStoryArgs>;

/** Three entries, four units: the badge counts units; the panel lists each entry. */
export const Filled: Story = {};

export const OneItem: Story = { args: { contents: 'one' } };

/** No cart yet: no badge, "Your cart is empty." in the panel. */
export const Empty: Story = { args: { contents: 'empty' } };

export const LoadFailed: Story = { args: { failContent: true } };

export const FrenchCanada: Story = { name: 'French Canada', args: { locale: 'fr-ca' } };

/** Opens the panel once the button is there (the slots are in it). */
async function openPanel({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const host = canvasElement.querySelector('store-mini-cart');
  for (let tries = 0; tries < 100; tries += 1) {
    const button = host?.shadowRoot?.querySelector<HTMLButtonElement>('button[aria-haspopup]');
    if (button) {
      button.click();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Content slots (docs/authoring.md): the page's own empty state in `empty`, and its note under the
 * totals in `totals-note` (shown once the cart has entries: switch `contents`). Panel open.
 */
export const ContentSlots: Story = {
  args: { contents: 'empty' },
  render: withSlotContent(
    meta.render,
    <>
      <p slot="empty">
        Nothing here yet. <a href="/store/usassessments/en/quickOrder">Order by product code</a>
      </p>
      <p slot="totals-note">Free ground shipping this month.</p>
    </>,
  ),
  play: openPanel,
};
