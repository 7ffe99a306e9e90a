import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { clearAnonymousGuid } from '../../api/cart/cart-owner';
import AddToCartElement from './add-to-cart.element';
import { setStoryShopper, widgetStory, type WidgetStoryArgs } from '../../testing/widget-story';

/**
 * The online training dialog (src/ui/training) as `<store-add-to-cart>` opens it on the fake
 * backend. Trainings: A103000310010, A103000310028, A103000310036.
 */
interface TrainingStoryArgs extends WidgetStoryArgs {
  productCode: string;
  signedIn: boolean;
}

const base = widgetStory({
  tag: 'store-add-to-cart',
  element: AddToCartElement,
  contentPath: '/__none__',
  // Another widget's part: its docs page is that widget's.
  documents: [],
});
const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

const loader: Loader<TrainingStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  clearAnonymousGuid();
  await setStoryShopper(
    context.args.signedIn ? { id: 'u-1001', firstName: 'Dana', lastName: 'Whitfield' } : undefined,
  );
  return loaded as Record<string, unknown>;
};

/** Opens the dialog once the shopper's button is ready (the dialog's chunk loads on the click). */
async function openDialog({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const host = canvasElement.querySelector('store-add-to-cart');
  for (let tries = 0; tries < 100; tries += 1) {
    const button = host?.shadowRoot?.querySelector<HTMLButtonElement>('button.add');
    if (button && !button.disabled) {
      button.click();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const meta = {
  title: 'Widgets/Training dialog',
  ...base,
  // No docs page: no element of its own to document (widget-story.tsx, `documents`).
  tags: ['!autodocs'],
  args: { ...base.args, productCode: 'A103000310010', signedIn: true },
  argTypes: {
    ...base.argTypes,
    productCode: { control: 'text', description: 'An online training’s product code.' },
    signedIn: { control: 'boolean', description: 'Dana Whitfield is signed in.' },
  },
  loaders: [loader],
  render: (args, context) => {
    const { mountKey } = context.loaded as { mountKey?: string };
    return createElement('store-add-to-cart', {
      key: `${mountKey ?? args.locale}:${args.productCode}:${String(args.signedIn)}`,
      'product-code': args.productCode,
    });
  },
} satisfies Meta<TrainingStoryArgs>;

export default meta;
type Story = StoryObj<TrainingStoryArgs>;

/** A signed-in shopper: the dialog, open. */
export const Shopper: Story = { play: openDialog };

/** The dialog in French (Canada). */
export const FrenchCanada: Story = {
  name: 'French Canada',
  args: { locale: 'fr-ca' },
  play: openDialog,
};

/** A visitor: "Sign in to add an online training", with the login link (returnTo this page). */
export const Visitor: Story = { args: { signedIn: false } };
