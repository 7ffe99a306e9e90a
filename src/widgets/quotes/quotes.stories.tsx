import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { SEED_USERS } from '../../mocks/db/seed-users';
import QuoteDetailsElement from './quote-details.element';
import QuotesElement from './quotes.element';
import { setStoryShopper, widgetStory, type WidgetStoryArgs } from '../../testing/widget-story';

/**
 * `<store-quotes>` and `<store-quote-details>` on the fake backend. The shopper control signs a
 * seeded user in directly: the clinician has twelve quotes (Q10000001 expired, Q10000003 ordered,
 * Q10000005 expiring early because of a pricing update, the others active), the district five
 * (Q10000006 expiring early because its organisation discount ends), the teacher none.
 * `failContent` makes the quotes API answer 500.
 */
type Shopper = 'signed-out' | 'clinician' | 'district' | 'teacher';

interface QuotesStoryArgs extends WidgetStoryArgs {
  shopper: Shopper;
  /** For the details widget: its `quote-id` attribute. */
  quoteId: string;
}

const USER_BY_SHOPPER: Record<Exclude<Shopper, 'signed-out'>, string> = {
  clinician: 'clinician@example.com',
  district: 'district@example.com',
  teacher: 'teacher@example.com',
};

const base = widgetStory({
  tag: 'store-quotes',
  element: QuotesElement,
  contentPath: '/headless/ecommerce/v2/users/*/quotes**',
  documents: ['store-quotes', 'store-quote-details'],
});

const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

/** After the shared setup: the second tag, then the shopper. */
const shopperLoader: Loader<QuotesStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  if (!customElements.get('store-quote-details')) {
    customElements.define('store-quote-details', QuoteDetailsElement);
  }
  const { shopper } = context.args;
  const user =
    shopper === 'signed-out'
      ? undefined
      : SEED_USERS.find((u) => u.username === USER_BY_SHOPPER[shopper]);
  await setStoryShopper(user);
  return loaded as Record<string, unknown>;
};

const meta = {
  title: 'Widgets/Quotes',
  ...base,
  args: { ...base.args, shopper: 'clinician', quoteId: 'Q10000005' },
  argTypes: {
    ...base.argTypes,
    shopper: {
      control: 'select',
      options: ['signed-out', 'clinician', 'district', 'teacher'],
      description: 'Who is signed in (seeded shoppers of the fake backend).',
    },
    quoteId: {
      control: 'text',
      description: 'The details widget’s quote-id attribute (try a malformed or unknown one).',
    },
    failContent: {
      control: 'boolean',
      description: 'The quotes API answers 500: the widget offers to try again.',
    },
  },
  loaders: [shopperLoader],
} satisfies Meta<QuotesStoryArgs>;

export default meta;
type Story = StoryObj<QuotesStoryArgs>;

/** The clinician's quotes, newest first, first of two pages. */
export const List: Story = {};

export const Empty: Story = { args: { shopper: 'teacher' } };

export const SignedOut: Story = { name: 'Signed out', args: { shopper: 'signed-out' } };

/** The list cannot be read: a clear message and "Try again". */
export const LoadFailed: Story = { name: 'Load failed', args: { failContent: true } };

export const FrenchCanada: Story = { name: 'French Canada', args: { locale: 'fr-ca' } };

function renderDetails(args: QuotesStoryArgs, loaded: Record<string, unknown>) {
  const mountKey = typeof loaded.mountKey === 'string' ? loaded.mountKey : args.quoteId;
  return createElement('store-quote-details', {
    key: `${mountKey}:${args.quoteId}`,
    'quote-id': args.quoteId,
  });
}

/** An active quote that expires early (a pricing update): Order this quote, Download PDF. */
export const Details: Story = {
  render: (args, { loaded }) => renderDetails(args, loaded),
};

/** The district's quote that expires early because its organisation discount ends. */
export const DetailsOrganisationDiscountEnd: Story = {
  name: 'Details: organisation discount ends',
  args: { shopper: 'district', quoteId: 'Q10000006' },
  render: (args, { loaded }) => renderDetails(args, loaded),
};

/** Expired: it cannot be ordered, its products can go into a new cart. */
export const DetailsExpired: Story = {
  name: 'Details: expired',
  args: { quoteId: 'Q10000001' },
  render: (args, { loaded }) => renderDetails(args, loaded),
};

export const DetailsOrdered: Story = {
  name: 'Details: ordered',
  args: { quoteId: 'Q10000003' },
  render: (args, { loaded }) => renderDetails(args, loaded),
};

export const DetailsSignedOut: Story = {
  name: 'Details: signed out',
  args: { shopper: 'signed-out' },
  render: (args, { loaded }) => renderDetails(args, loaded),
};

export const DetailsSpain: Story = {
  name: 'Details: Spain',
  args: { locale: 'es-es' },
  render: (args, { loaded }) => renderDetails(args, loaded),
};
