import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { widgetStory, type WidgetStoryArgs } from '../../testing/widget-story';
import ProductImageElement from './product-image.element';

/** `<store-product-image>`: a product's picture, its name as the alternative text. */
const base = widgetStory({
  tag: 'store-product-image',
  element: ProductImageElement,
  contentPath: '/none',
});

const meta = {
  title: 'Widgets/Product image',
  ...base,
  render: (_args, { loaded }) =>
    createElement('store-product-image', {
      key: String((loaded as { mountKey?: string }).mountKey),
      code: '0158241926',
    }),
} satisfies Meta<WidgetStoryArgs>;

export default meta;
type Story = StoryObj<WidgetStoryArgs>;

export const Ready: Story = {};
export const FrenchCanada: Story = { name: 'French Canada', args: { locale: 'fr-ca' } };
