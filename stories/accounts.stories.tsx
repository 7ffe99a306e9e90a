import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { SEED_USERS } from '../src/mocks/db/seed-users';
import AccountsElement from '../src/widgets/accounts/accounts.element';
import { setStoryShopper, widgetStory, type WidgetStoryArgs } from './widget-story';

/**
 * `<store-accounts>` on the fake backend. The shopper control signs a seeded user in: the district
 * shopper (Maria Álvarez) has her personal account and three organisations, owns the district's
 * Q-global account `QG-200481` (Transfer ownership) and sees `QG-204321`'s owner, Priya
 * Natarajan, with no transfer; the clinician has her personal account with its Q-global account.
 * `failContent` makes the accounts API answer 500.
 */
type Shopper = 'signed-out' | 'clinician' | 'district';

interface AccountsStoryArgs extends WidgetStoryArgs {
  shopper: Shopper;
}

const USER_BY_SHOPPER: Record<Exclude<Shopper, 'signed-out'>, string> = {
  clinician: 'clinician@example.com',
  district: 'district@example.com',
};

const base = widgetStory({
  tag: 'store-accounts',
  element: AccountsElement,
  contentPath: '/headless/ecommerce/v2/users/*/customer-accounts',
});
const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

const setupLoader: Loader<AccountsStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  const { shopper } = context.args;
  const user =
    shopper === 'signed-out'
      ? undefined
      : SEED_USERS.find((u) => u.username === USER_BY_SHOPPER[shopper]);
  await setStoryShopper(user);
  return loaded as Record<string, unknown>;
};

const meta = {
  title: 'Widgets/Accounts',
  ...base,
  args: { ...base.args, shopper: 'district' },
  argTypes: {
    ...base.argTypes,
    shopper: {
      control: 'select',
      options: ['signed-out', 'clinician', 'district'],
      description: 'Who is signed in (seeded shoppers of the fake backend).',
    },
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
