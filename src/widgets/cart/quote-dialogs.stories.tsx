import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { setQuoteConditions } from '../../mocks/db/quote-expiry';
import CartElement from './cart.element';
import { chooseEverything, startShopper } from '../../testing/checkout-story-setup';
import { widgetStory, type WidgetStoryArgs } from '../../testing/widget-story';

/**
 * The quote dialogs on `<store-cart>` (fake backend): the loader makes the checkout choices unless
 * `prerequisites` is `missing`, then the story presses "Create quote" as the shopper would.
 */
type Shopper = 'clinician' | 'district';
type Step = 'checks' | 'created';

interface QuoteStoryArgs extends WidgetStoryArgs {
  shopper: Shopper;
  prerequisites: 'missing' | 'complete';
  /** Days to the next pricing update (null: none): 60 or fewer shortens a new quote. */
  pricingUpdateInDays: number | null;
  step: Step;
}

const base = widgetStory({
  tag: 'store-cart',
  element: CartElement,
  contentPath: '/headless/ecommerce/v2/users/*/carts/*',
  // Another widget's part: its docs page is that widget's.
  documents: [],
});
const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

const quoteLoader: Loader<QuoteStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  const { shopper, prerequisites, pricingUpdateInDays } = context.args;
  setQuoteConditions({ pricingUpdateInDays });
  await startShopper(shopper);
  if (prerequisites === 'complete') await chooseEverything(shopper);
  return loaded as Record<string, unknown>;
};

/** A button of the cart's shadow root, once it is there and enabled (in any language). */
async function pressWhenShown(host: Element, selector: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const button = host.shadowRoot?.querySelector<HTMLButtonElement>(selector);
    if (button && !button.disabled) {
      button.click();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const meta = {
  title: 'Widgets/Cart/Quote dialogs',
  ...base,
  // No docs page: no element of its own to document (widget-story.tsx, `documents`).
  tags: ['!autodocs'],
  args: {
    ...base.args,
    shopper: 'clinician',
    prerequisites: 'complete',
    pricingUpdateInDays: 75,
    step: 'checks',
  },
  argTypes: {
    ...base.argTypes,
    shopper: {
      control: 'select',
      options: ['clinician', 'district'],
      description:
        'The clinician (personal) or the district (its organisation discount ends in 45 days: a new quote expires early).',
    },
    prerequisites: {
      control: 'select',
      options: ['missing', 'complete'],
      description: 'No delivery address, delivery method or billing address yet, or all three.',
    },
    pricingUpdateInDays: {
      control: 'number',
      description: 'Days to the next pricing update: 60 or fewer makes a new quote expire early.',
    },
    step: {
      control: 'select',
      options: ['checks', 'created'],
      description: 'The create quote dialog, or the quote created dialog after it.',
    },
  },
  loaders: [quoteLoader],
  play: async ({ canvasElement, args }) => {
    const cart = canvasElement.querySelector('store-cart');
    if (!cart) return;
    await pressWhenShown(cart, '.create-quote-button');
    if (args.step === 'created') await pressWhenShown(cart, '.create-quote-dialog [type="submit"]');
  },
} satisfies Meta<QuoteStoryArgs>;

export default meta;
type Story = StoryObj<QuoteStoryArgs>;

/** Nothing chosen at checkout yet: the three quote errors, each with its checkout step's link. */
export const MissingChoices: Story = { args: { prerequisites: 'missing' } };

/** Complete, no early expiry: the quote's 90 days, to the end of the day in Chicago. */
export const ReadyToCreate: Story = {};

/** A pricing update in 30 days: the early expiration notice before creating. */
export const EarlyExpiryPricingUpdate: Story = { args: { pricingUpdateInDays: 30 } };

/** The district: its organisation discount ends in 45 days. */
export const EarlyExpiryDiscountEnd: Story = { args: { shopper: 'district' } };

/** The quote created dialog: number, total, expiration, links to the quote and the quotes. */
export const QuoteCreated: Story = { args: { step: 'created' } };

export const FrenchCanada: Story = {
  name: 'French Canada',
  args: { locale: 'fr-ca', pricingUpdateInDays: 30 },
};
