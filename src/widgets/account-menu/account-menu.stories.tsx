import type { Meta, StoryObj } from '@storybook/react-vite';
import AccountMenuElement from './account-menu.element';
import { widgetStory, type WidgetStoryArgs } from '../../testing/widget-story';

const meta = {
  title: 'Widgets/Account menu',
  ...widgetStory({
    tag: 'store-account-menu',
    element: AccountMenuElement,
    // failContent: the identity server refuses every request.
    contentPath: '/auth/**',
  }),
} satisfies Meta<WidgetStoryArgs>;

export default meta;
type Story = StoryObj<WidgetStoryArgs>;

/** A visitor: "Sign in" opens the form driven by the identity server's tree (try clinician@example.com / Clinician!2026). */
export const SignedOut: Story = {};

/** The identity server is down: the menu still renders; signing in says so clearly. */
export const IdentityServerDown: Story = { args: { failContent: true } };

export const FrenchCanada: Story = { name: 'French Canada', args: { locale: 'fr-ca' } };
