import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import CheckoutElement from './checkout.element';
import {
  chooseEverything,
  startShopper,
  type CheckoutStoryArgs,
} from '../../testing/checkout-story-setup';
import { widgetStory, type WidgetStoryArgs, withSlotContent } from '../../testing/widget-story';

/**
 * `<store-checkout>` on the fake backend: the loader signs a shopper in, fills the cart and, for
 * `progress: summary`, makes every choice. `failContent` makes the checkout read answer 500.
 */
const base = widgetStory({
  tag: 'store-checkout',
  element: CheckoutElement,
  contentPath: '/headless/ecommerce/v2/users/current/carts/current/checkout',
});
const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

const checkoutLoader: Loader<CheckoutStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  const { shopper, progress } = context.args;
  // The step comes from the URL: a story always starts where the checkout state says.
  const url = new URL(globalThis.location.href);
  if (url.searchParams.has('step')) {
    url.searchParams.delete('step');
    globalThis.history.replaceState(null, '', url);
  }
  await startShopper(shopper);
  if (shopper !== 'visitor' && progress === 'summary') await chooseEverything(shopper);
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

/**
 * Content slots (docs/authoring.md): on the order summary, the page's notice right before "Place
 * order" in `before-place-order`; its `next-steps` show in the confirmation after Place order.
 */
export const ContentSlots: Story = {
  args: { progress: 'summary' },
  render: withSlotContent(
    meta.render,
    <>
      <p slot="before-place-order">
        By placing your order you accept our <a href="/terms">terms of sale</a>.
      </p>
      <div slot="next-steps">
        <h3>What happens next</h3>
        <p>Your materials ship within two working days; digital access codes arrive by email.</p>
      </div>
    </>,
  ),
};
