import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { SEED_USERS } from '../../mocks/db/seed-users';
import InvoiceConfirmationElement from './invoice-confirmation.element';
import InvoicePaymentElement from './invoice-payment.element';
import InvoicesElement from './invoices.element';
import { widgetStory, type WidgetStoryArgs, setStoryShopper } from '../../testing/widget-story';

/**
 * `<store-invoices>`, `<store-invoice-payment>` and `<store-invoice-confirmation>` on the fake
 * backend's seeded invoices (src/mocks/db/seed-invoices.ts), signed in as the district: twelve
 * invoices of its two organisations, INV100201 open, INV100202 overdue, INV100203 paid.
 * `failContent` makes the invoices API answer 500.
 */
interface InvoiceStoryArgs extends WidgetStoryArgs {
  /** For the payment and confirmation widgets: their `invoice-number` attribute. */
  invoiceNumber: string;
}

const base = widgetStory({
  tag: 'store-invoices',
  element: InvoicesElement,
  contentPath: '/headless/ecommerce/v2/users/*/invoices**',
  documents: ['store-invoices', 'store-invoice-payment', 'store-invoice-confirmation'],
});

const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

const signInLoader: Loader<InvoiceStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  if (!customElements.get('store-invoice-payment')) {
    customElements.define('store-invoice-payment', InvoicePaymentElement);
  }
  if (!customElements.get('store-invoice-confirmation')) {
    customElements.define('store-invoice-confirmation', InvoiceConfirmationElement);
  }
  await setStoryShopper(SEED_USERS.find((u) => u.username === 'district@example.com'));
  return loaded as Record<string, unknown>;
};

const meta = {
  title: 'Widgets/Invoices',
  ...base,
  args: { ...base.args, invoiceNumber: 'INV100201' },
  argTypes: {
    ...base.argTypes,
    invoiceNumber: {
      control: 'text',
      description: 'The payment and confirmation widgets’ invoice-number attribute.',
    },
    failContent: {
      control: 'boolean',
      description: 'The invoices API answers 500: the widget offers to try again.',
    },
  },
  loaders: [signInLoader],
} satisfies Meta<InvoiceStoryArgs>;

export default meta;
type Story = StoryObj<InvoiceStoryArgs>;

const render =
  (tag: string) =>
  (args: InvoiceStoryArgs, { loaded }: { loaded: Record<string, unknown> }) =>
    createElement(tag, {
      key: `${typeof loaded.mountKey === 'string' ? loaded.mountKey : args.locale}:${args.invoiceNumber}`,
      'invoice-number': args.invoiceNumber,
    });

/** The district's first page of ten, newest first, with PDF and Pay. */
export const List: Story = {};

/** An open invoice's payment (the card fields need the demo's payment provider). */
export const Payment: Story = { render: render('store-invoice-payment') };

/** A paid invoice's confirmation. */
export const Confirmation: Story = {
  args: { invoiceNumber: 'INV100203' },
  render: render('store-invoice-confirmation'),
};
