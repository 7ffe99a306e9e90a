import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import ErrorPageElement from './error-page.element';
import { widgetStory, type WidgetStoryArgs } from '../../testing/widget-story';

/**
 * `<store-error-page>`: the error page for a code (its `code` attribute here; on the site, the
 * `error.{code}.html` of its address). Codes outside 400-511 show the 500 page.
 */
interface ErrorPageStoryArgs extends WidgetStoryArgs {
  code: number;
}

const base = widgetStory({
  tag: 'store-error-page',
  element: ErrorPageElement,
  contentPath: '/none',
});

const meta = {
  title: 'Widgets/Error page',
  ...base,
  args: { ...base.args, code: 404 },
  argTypes: {
    ...base.argTypes,
    code: { control: 'number', description: 'The HTTP code (400-511; anything else is 500).' },
  },
  render: (args, { loaded }) =>
    createElement('store-error-page', {
      key: `${String((loaded as { mountKey?: string }).mountKey)}:${args.code}`,
      code: String(args.code),
    }),
} satisfies Meta<ErrorPageStoryArgs>;

export default meta;
type Story = StoryObj<ErrorPageStoryArgs>;

export const NotFound: Story = { name: 'Not found (404)' };
export const SignIn: Story = { name: 'Sign in (401)', args: { code: 401 } };
export const TooManyRequests: Story = { name: 'Try later (429)', args: { code: 429 } };
export const ServerError: Story = { name: 'Server error (500)', args: { code: 500 } };
export const Unavailable: Story = { name: 'Unavailable (503)', args: { code: 503 } };
export const OutOfRange: Story = { name: 'Out of range (600 is 500)', args: { code: 600 } };
export const FrenchCanada: Story = {
  name: 'French Canada (403)',
  args: { code: 403, locale: 'fr-ca' },
};
