import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { getCore } from '../../core/core';
import { SEED_USERS } from '../../mocks/db/seed-users';
import MyAccountElement from './my-account.element';
import { setStoryShopper, widgetStory, type WidgetStoryArgs } from '../../testing/widget-story';

/**
 * `<store-my-account>`, the account overview: every account menu page with a line on each. The
 * `flags` control turns the flagged pages (Order History, Address Book, Qualifications) off, as
 * production's defaults do: they are left out, as in the account menu.
 */
interface MyAccountStoryArgs extends WidgetStoryArgs {
  signedIn: boolean;
  flags: 'mock' | 'production';
}

const base = widgetStory({
  tag: 'store-my-account',
  element: MyAccountElement,
  contentPath: '/none',
});
const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

const DANA = SEED_USERS.find((user) => user.username === 'clinician@example.com');

const overviewLoader: Loader<MyAccountStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  await setStoryShopper(context.args.signedIn ? DANA : undefined);
  if (context.args.flags === 'production') {
    Object.assign(getCore().store.flags, {
      'order-history': false,
      'address-book': false,
      'my-account-qualifications': [],
    });
  }
  return loaded as Record<string, unknown>;
};

const meta = {
  title: 'Widgets/My account',
  ...base,
  args: { ...base.args, signedIn: true, flags: 'mock' },
  argTypes: {
    ...base.argTypes,
    signedIn: { control: 'boolean', description: 'Dana Whitfield is signed in.' },
    flags: {
      control: 'select',
      options: ['mock', 'production'],
      description:
        'mock: every account page; production: order history, address book and qualifications off.',
    },
  },
  loaders: [overviewLoader],
} satisfies Meta<MyAccountStoryArgs>;

export default meta;
type Story = StoryObj<MyAccountStoryArgs>;

export const AllPages: Story = { name: 'All pages' };
export const FlagsOff: Story = { name: 'Flagged pages off', args: { flags: 'production' } };
export const SignedOut: Story = { name: 'Signed out', args: { signedIn: false } };
export const FrenchCanada: Story = { name: 'French Canada', args: { locale: 'fr-ca' } };
