import type { Meta, StoryObj } from '@storybook/react-vite';
import { FOOTER_CONTENT_FILE } from '../../api/content/content-files';
import FooterElement from './footer.element';
import { widgetStory, type WidgetStoryArgs } from '../../testing/widget-story';

const meta = {
  title: 'Widgets/Footer',
  ...widgetStory({
    tag: 'store-footer',
    element: FooterElement,
    contentPath: `/content/*/${FOOTER_CONTENT_FILE}`,
  }),
} satisfies Meta<WidgetStoryArgs>;

export default meta;
type Story = StoryObj<WidgetStoryArgs>;

/** en-us with the footer from the regional CMS. */
export const Loaded: Story = {};

/** The footer endpoint answers 500: the footer shows its built-in columns. */
export const FallbackAfterFailure: Story = { args: { failContent: true } };

export const FrenchCanada: Story = { name: 'French Canada', args: { locale: 'fr-ca' } };

export const Netherlands: Story = { args: { locale: 'nl-nl' } };

export const Spain: Story = { args: { locale: 'es-es' } };
