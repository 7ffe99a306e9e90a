import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { createElement, useState } from 'react';
import { getCore } from '../../core/core';
import { storeRoutes } from '../../core/routes/routes';
import { SEED_USERS } from '../../mocks/db/seed-users';
import { AccountPage, type AccountPageStatus } from './account-page';
import OrderHistoryElement from '../../widgets/order-history/order-history.element';
import { setStoryShopper, widgetStory, type WidgetStoryArgs } from '../../testing/widget-story';

// The account page shell in each of its states, around a stand-in for the Order History page.
type ShellState = 'signed-out' | 'unavailable' | 'loading' | 'not-found' | 'error' | 'loaded';

interface ShellStoryArgs extends WidgetStoryArgs {
  state: ShellState;
}

// The story renders the shell itself (render below): the Order History element it stands in for
// is only defined, for the story parts' locale and fault controls.
const base = widgetStory({
  tag: 'store-order-history',
  element: OrderHistoryElement,
  contentPath: '/headless/ecommerce/v2/users/*/orders**',
  // The account page shell, not an element: no docs page of its own.
  documents: [],
});
const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

const DANA = SEED_USERS.find((user) => user.username === 'clinician@example.com');

const shellLoader: Loader<ShellStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  const { state } = context.args;
  await setStoryShopper(state === 'signed-out' ? undefined : DANA);
  getCore().store.flags['order-history'] = state !== 'unavailable';
  return loaded as Record<string, unknown>;
};

const STATUS: Record<ShellState, AccountPageStatus> = {
  'signed-out': 'ready',
  unavailable: 'ready',
  loading: 'loading',
  'not-found': 'not-found',
  error: 'error',
  loaded: 'ready',
};

function ShellStory({ state }: { state: ShellState }) {
  const [status, setStatus] = useState<AccountPageStatus>(STATUS[state]);
  const routes = storeRoutes(getCore().store.site);
  return createElement(
    'div',
    { className: 'account-shell-story widget-root' },
    createElement(
      AccountPage,
      {
        page: 'orderHistory',
        className: 'order-history-story',
        title: 'Order History',
        status,
        texts: { notFound: 'We could not find this order.' },
        back: { href: routes.account.orderHistory, label: 'Back to your orders' },
        onRetry: () => setStatus('ready'),
      },
      createElement('p', null, 'The page’s own content: the shopper’s orders.'),
    ),
  );
}

const meta = {
  title: 'UI/Account page shell',
  ...base,
  // No docs page: no element of its own to document (widget-story.tsx, `documents`).
  tags: ['!autodocs'],
  args: { ...base.args, state: 'loaded' },
  argTypes: {
    ...base.argTypes,
    state: {
      control: 'select',
      options: ['signed-out', 'unavailable', 'loading', 'not-found', 'error', 'loaded'],
      description: 'The shell’s state around the page’s content.',
    },
  },
  loaders: [shellLoader],
  render: (args, { loaded }) =>
    createElement(ShellStory, {
      key: `${String((loaded as { mountKey?: string }).mountKey)}:${args.state}`,
      state: args.state,
    }),
} satisfies Meta<ShellStoryArgs>;

export default meta;
type Story = StoryObj<ShellStoryArgs>;

export const Loaded: Story = {};
export const SignedOut: Story = { name: 'Signed out', args: { state: 'signed-out' } };
/** The order-history flag is off: the page says it is not available, never a blank widget. */
export const Unavailable: Story = { name: 'Flag off', args: { state: 'unavailable' } };
export const Loading: Story = { args: { state: 'loading' } };
export const NotFound: Story = { name: 'Not found', args: { state: 'not-found' } };
/** "Try again" loads the content; focus moves to the heading. */
export const LoadFailed: Story = { name: 'Load failed', args: { state: 'error' } };
export const FrenchCanada: Story = {
  name: 'French Canada, signed out',
  args: { state: 'signed-out', locale: 'fr-ca' },
};
