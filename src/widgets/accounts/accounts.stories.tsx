import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import AccountsElement from './accounts.element';
import {
  setAccountShopper,
  widgetStory,
  type WidgetStoryArgs,
  accountShopperArgType,
  type AccountShopper,
} from '../../testing/widget-story';

/**
 * `<store-accounts>` on the fake backend. The shopper control signs a seeded user in: the district
 * shopper (Maria Álvarez) has her personal account and three organisations, owns the district's
 * Q-global account `QG-200481` (Transfer ownership) and sees `QG-204321`'s owner, Priya
 * Natarajan, with no transfer; the clinician has her personal account with its Q-global account.
 * `failContent` makes the accounts API answer 500.
 */
interface AccountsStoryArgs extends WidgetStoryArgs {
  shopper: AccountShopper;
}

const base = widgetStory({
  tag: 'store-accounts',
  element: AccountsElement,
  contentPath: '/headless/ecommerce/v2/users/*/customer-accounts',
});
const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

const setupLoader: Loader<AccountsStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  const { shopper } = context.args;
  await setAccountShopper(shopper);
  return loaded as Record<string, unknown>;
};

const meta = {
  title: 'Widgets/Accounts',
  ...base,
  args: { ...base.args, shopper: 'district' },
  argTypes: {
    ...base.argTypes,
    shopper: accountShopperArgType,
    failContent: {
      control: 'boolean',
      description: 'The accounts API answers 500: the widget offers to try again.',
    },
  },
  loaders: [setupLoader],
} satisfies Meta<AccountsStoryArgs>;

export default meta;
type Story = StoryObj<AccountsStoryArgs>;

/** An organisation member: her accounts, their numbers, and the Q-global account she owns. */
export const Organisation: Story = {};

/** The accounts cannot be read: a clear message and "Try again". */
export const LoadFailed: Story = { name: 'Load failed', args: { failContent: true } };
