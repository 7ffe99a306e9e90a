import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { widgetStory, type WidgetStoryArgs } from '../../testing/widget-story';
import ProductFieldElement from './product-field.element';

/** `<store-product-field>`: each field of a product inside a `<store-product>`, in any site's language. */
const base = widgetStory({
  tag: 'store-product-field',
  element: ProductFieldElement,
  contentPath: '/none',
});

const meta = {
  title: 'Widgets/Product field',
  ...base,
  render: (_args, { loaded }) =>
    createElement(
      'store-product',
      { key: String((loaded as { mountKey?: string }).mountKey), code: '0158979825' },
      ...['name', 'program', 'format', 'price', 'availability', 'qualification-level'].map(
        (field) =>
          createElement(
            'p',
            { key: field },
            `${field}: `,
            createElement('store-product-field', { field }),
          ),
      ),
    ),
} satisfies Meta<WidgetStoryArgs>;

export default meta;
type Story = StoryObj<WidgetStoryArgs>;

export const Ready: Story = {};
export const FrenchCanada: Story = { name: 'French Canada', args: { locale: 'fr-ca' } };
