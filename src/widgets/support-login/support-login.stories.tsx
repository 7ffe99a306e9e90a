import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { startEmulation } from '../../api/support/assisted-service';
import { getCore } from '../../core/core';
import { setEmulation } from '../../core/store/emulation-actions';
import { SEED_USERS } from '../../mocks/db/seed-users';
import SupportLoginElement from './support-login.element';
import { setStoryShopper, widgetStory, type WidgetStoryArgs } from '../../testing/widget-story';

/**
 * `<store-support-login>`: the agent (Chris Morgan, support@example.com) searches customers
 * ("example" shows the result cap, "okafor" the teacher); `acting` starts the teacher's session.
 */
interface SupportLoginStoryArgs extends WidgetStoryArgs {
  acting: boolean;
}

const base = widgetStory({
  tag: 'store-support-login',
  element: SupportLoginElement,
  contentPath: '/none',
});
const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

const AGENT = SEED_USERS.find((user) => user.username === 'support@example.com');

const agentLoader: Loader<SupportLoginStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  await setStoryShopper(AGENT);
  const { store } = getCore();
  if (store.session.user) store.session.user.customerService = true;
  if (context.args.acting && AGENT) {
    const teacher = await startEmulation('u-1002');
    setEmulation(getCore(), {
      agentId: AGENT.id,
      customerId: teacher.customerId,
      customerName: `${teacher.firstName} ${teacher.lastName}`,
    });
  } else {
    setEmulation(getCore(), null);
  }
  return loaded as Record<string, unknown>;
};

const meta = {
  title: 'Widgets/Support login',
  ...base,
  args: { ...base.args, acting: false },
  argTypes: {
    ...base.argTypes,
    acting: { control: 'boolean', description: 'A session for Sam Okafor (the teacher) runs.' },
  },
  loaders: [agentLoader],
} satisfies Meta<SupportLoginStoryArgs>;

export default meta;
type Story = StoryObj<SupportLoginStoryArgs>;

export const CustomerSearch: Story = { name: 'Customer search' };
export const ActingForACustomer: Story = { name: 'Acting for a customer', args: { acting: true } };
