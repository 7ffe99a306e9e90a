import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { clearAnonymousGuid } from '../../api/cart/cart-owner';
import { addFault } from '../../mocks/handlers';
import { DRAFT_KEY } from './quick-order-draft';
import QuickOrderElement from './quick-order.element';
import { widgetStory, type WidgetStoryArgs, withSlotContent } from '../../testing/widget-story';

/**
 * `<store-quick-order>` on the fake backend, as a visitor (products: src/mocks/db/seed-products.ts).
 * `rows` pre-fills the draft; `failContent` fails the lookups, `failAdd` the first add.
 */
interface QuickOrderStoryArgs extends WidgetStoryArgs {
  rows: string;
  /** The first add answers 500. */
  failAdd: boolean;
}

const base = widgetStory({
  tag: 'store-quick-order',
  element: QuickOrderElement,
  contentPath: '/headless/ecommerce/v2/products/*',
});

const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

/** `rows` as the widget's draft: one row per line, an optional quantity after a tab. */
function draftOf(rows: string) {
  return rows
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(([entry]) => entry?.trim())
    .map(([entry = '', quantity = '1']) => ({ entry: entry.trim(), quantity: quantity.trim() }));
}

const loader: Loader<QuickOrderStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  clearAnonymousGuid();
  const draft = draftOf(context.args.rows);
  if (draft.length > 0) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  else sessionStorage.removeItem(DRAFT_KEY);
  if (context.args.failAdd) {
    addFault({ path: '**/carts/*/entries', method: 'POST', mode: '500', times: 1 });
  }
  return loaded as Record<string, unknown>;
};

const meta = {
  title: 'Widgets/Quick order',
  ...base,
  args: { ...base.args, rows: '', failAdd: false },
  argTypes: {
    ...base.argTypes,
    rows: {
      control: 'text',
      description: 'Rows to start with, one per line: an ISBN or product code, a tab, a quantity.',
    },
    failAdd: {
      control: 'boolean',
      description: 'The first "Add to cart" answers 500: the message, then "Try again" adds once.',
    },
    failContent: {
      control: 'boolean',
      description: 'Product lookups answer 500: each row says so and offers "Try again".',
    },
  },
  loaders: [loader],
} satisfies Meta<QuickOrderStoryArgs>;

export default meta;
type Story = StoryObj<QuickOrderStoryArgs>;

/** The flag's three empty rows (mock mode). */
export const Empty: Story = {};

/** A row of every outcome: good, duplicate, unknown, not buyable online, over the maximum. */
export const RowOutcomes: Story = {
  args: {
    rows: [
      '0158241926\t2',
      '978-0-15-824192-0',
      'NOSUCH404',
      '0158984403',
      '0158979876\t6',
      '0158979817',
    ].join('\n'),
  },
};

/** Every lookup fails: the rows stay as typed, each with "Try again". */
export const LookupsFail: Story = {
  args: { failContent: true, rows: '0158241926\n0158242124' },
};

/** The first add answers 500: every row stays, and "Try again" adds once. */
export const AddFailsOnce: Story = {
  args: { rows: '0158241926\t3\n0158242124', failAdd: true },
};

export const FrenchCanada: Story = {
  name: 'French Canada',
  args: { locale: 'fr-ca', rows: '0158241926\nNOSUCH404' },
};

export const Netherlands: Story = { args: { locale: 'nl-nl' } };

export const Spain: Story = { args: { locale: 'es-es', rows: '0158984403' } };

/** Content slots (docs/authoring.md): the page's own instructions in `instructions`, in place of ours. */
export const ContentSlots: Story = {
  render: withSlotContent(
    meta.render,
    <div slot="instructions">
      <p>Enter the codes printed in our catalogue, one per row.</p>
    </div>,
  ),
};
