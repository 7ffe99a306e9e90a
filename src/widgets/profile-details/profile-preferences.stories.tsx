import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { SEED_USERS } from '../../mocks/db/seed-users';
import PreferencesElement from '../preferences/preferences.element';
import ProfileDetailsElement from './profile-details.element';
import { setStoryShopper, widgetStory, type WidgetStoryArgs } from '../../testing/widget-story';

/**
 * `<store-profile-details>` (Profile & Password) and `<store-preferences>` on the fake backend,
 * for the clinician (Dana Whitfield): her names and email from the identity server (try a name
 * with an accent, or teacher@example.com as the new email: both are refused), and her seeded
 * preferences. The password tree needs an identity session, which a story does not have: the
 * demo host's page is where the password changes. `failContent` makes the identity server's
 * profile answer 500: the profile page offers to try again.
 */
interface ProfileStoryArgs extends WidgetStoryArgs {
  signedIn: boolean;
}

const DANA = SEED_USERS.find((user) => user.username === 'clinician@example.com');

const base = widgetStory({
  tag: 'store-profile-details',
  element: ProfileDetailsElement,
  contentPath: '/auth/json/realms/root/realms/alpha/users/*',
  documents: ['store-profile-details', 'store-preferences'],
});
const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

const setupLoader: Loader<ProfileStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  if (!customElements.get('store-preferences')) {
    customElements.define('store-preferences', PreferencesElement);
  }
  await setStoryShopper(context.args.signedIn ? DANA : undefined);
  return loaded as Record<string, unknown>;
};

function render(tag: string) {
  return (_args: ProfileStoryArgs, { loaded }: { loaded: Record<string, unknown> }) =>
    createElement(tag, { key: typeof loaded.mountKey === 'string' ? loaded.mountKey : tag });
}

const meta = {
  title: 'Widgets/Profile and preferences',
  ...base,
  args: { ...base.args, signedIn: true },
  argTypes: {
    ...base.argTypes,
    signedIn: { control: 'boolean', description: 'Dana Whitfield is signed in.' },
  },
  loaders: [setupLoader],
  render: render('store-profile-details'),
} satisfies Meta<ProfileStoryArgs>;

export default meta;
type Story = StoryObj<ProfileStoryArgs>;

/** Names, email and password of the signed-in shopper. */
export const Profile: Story = {};

/** Communication and regional preferences, saved to the platform. */
export const Preferences: Story = { render: render('store-preferences') };
