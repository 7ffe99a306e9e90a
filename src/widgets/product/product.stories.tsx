import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { widgetStory, type WidgetStoryArgs } from '../../testing/widget-story';
import ProductElement from './product.element';

/** `<store-product>`: the author's markup it scopes; a product that does not exist says so once. */
const base = widgetStory({
  tag: 'store-product',
  element: ProductElement,
  contentPath: '/none',
});

const meta = {
  title: 'Widgets/Product',
  ...base,
  render: (_args, { loaded }) =>
    createElement(
      'store-product',
      { key: String((loaded as { mountKey?: string }).mountKey), code: '0158241926' },
      createElement('h3', null, 'PPVT-5 record forms'),
      createElement('p', null, "The author's own text, styled by the page."),
    ),
} satisfies Meta<WidgetStoryArgs>;

export default meta;
type Story = StoryObj<WidgetStoryArgs>;

export const Ready: Story = {};
export const FrenchCanada: Story = { name: 'French Canada', args: { locale: 'fr-ca' } };
export const Missing: Story = {
  render: (_args, { loaded }) =>
    createElement(
      'store-product',
      { key: String((loaded as { mountKey?: string }).mountKey), code: '0158999999' },
      createElement('h3', null, 'Product 0158999999'),
    ),
};
