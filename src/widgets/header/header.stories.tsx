import type { Meta, StoryObj } from '@storybook/react-vite';
import { NAV_CONTENT_FILE } from '../../api/content/content-files';
import HeaderElement from './header.element';
import { widgetStory, type WidgetStoryArgs } from '../../testing/widget-story';

const meta = {
  title: 'Widgets/Header',
  ...widgetStory({
    tag: 'store-header',
    element: HeaderElement,
    contentPath: `/content/*/${NAV_CONTENT_FILE}`,
  }),
} satisfies Meta<WidgetStoryArgs>;

export default meta;
type Story = StoryObj<WidgetStoryArgs>;

/** en-us with the navigation from the regional CMS. */
export const Loaded: Story = {};

/** The navigation endpoint answers 500: the header shows its built-in menus. */
export const FallbackAfterFailure: Story = { args: { failContent: true } };

export const FrenchCanada: Story = { name: 'French Canada', args: { locale: 'fr-ca' } };

export const Netherlands: Story = { args: { locale: 'nl-nl' } };

export const Spain: Story = { args: { locale: 'es-es' } };

/** Pick any of the ten regional sites with the `locale` control. */
export const AllLocales: Story = {
  name: 'All locales',
  argTypes: { locale: { control: 'select' } },
};
