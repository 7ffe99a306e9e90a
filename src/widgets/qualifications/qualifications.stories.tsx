import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { getCore } from '../../core/core';
import { QUALIFICATION_TYPES } from '../../core/routes/routes';
import { SEED_USERS } from '../../mocks/db/seed-users';
import QualificationFormPageElement from './qualification-form-page.element';
import QualificationsElement from './qualifications.element';
import { setStoryShopper, widgetStory, type WidgetStoryArgs } from '../../testing/widget-story';

/**
 * `<store-qualifications>` and `<store-qualification-form-page>` on the fake backend, signed in
 * as the clinician (a license and a doctorate: level ABC). The my-account-qualifications flag
 * allows every type here; `type` and `qualificationId` are the form page's attributes (a CMS page
 * reads them from its path).
 */
interface QualificationsStoryArgs extends WidgetStoryArgs {
  type: string;
  qualificationId: string;
}

const base = widgetStory({
  tag: 'store-qualifications',
  element: QualificationsElement,
  contentPath: '/headless/ecommerce/v2/users/*/qualifications',
  documents: ['store-qualifications', 'store-qualification-form-page'],
});
const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

const setupLoader: Loader<QualificationsStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  if (!customElements.get('store-qualification-form-page')) {
    customElements.define('store-qualification-form-page', QualificationFormPageElement);
  }
  await setStoryShopper(SEED_USERS.find((u) => u.username === 'clinician@example.com'));
  getCore().store.flags['my-account-qualifications'] = [...QUALIFICATION_TYPES];
  return loaded as Record<string, unknown>;
};

function render(tag: string) {
  return (args: QualificationsStoryArgs, { loaded }: { loaded: Record<string, unknown> }) => {
    const mountKey = typeof loaded.mountKey === 'string' ? loaded.mountKey : '';
    return createElement(tag, {
      key: `${mountKey}:${args.type}:${args.qualificationId}`,
      ...(args.type ? { type: args.type } : {}),
      ...(args.qualificationId ? { 'qualification-id': args.qualificationId } : {}),
    });
  };
}

const meta = {
  title: 'Widgets/Qualifications',
  ...base,
  args: { ...base.args, type: '', qualificationId: '' },
  argTypes: {
    ...base.argTypes,
    type: {
      control: 'select',
      options: ['', ...QUALIFICATION_TYPES],
      description: 'Only this type (the list); the form page’s type.',
    },
    qualificationId: {
      control: 'text',
      description:
        'The form page’s qualification to edit (q-1001-license, q-1001-degree); empty adds one.',
    },
  },
  loaders: [setupLoader],
  render: render('store-qualifications'),
} satisfies Meta<QualificationsStoryArgs>;

export default meta;
type Story = StoryObj<QualificationsStoryArgs>;

/** The clinician's level (ABC, what it buys) and her qualifications by type. */
export const List: Story = {};

/** Edit her license: the form starts from it. */
export const EditLicense: Story = {
  name: 'Edit license',
  args: { type: 'license', qualificationId: 'q-1001-license' },
  render: render('store-qualification-form-page'),
};
