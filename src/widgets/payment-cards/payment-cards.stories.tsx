import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { setAuthHandlers } from '../../api/http/commerce-auth';
import { completeTransaction } from '../../mocks/identity/transactions';
import { registerIdToken } from '../../mocks/identity/session-tokens';
import PaymentCardsElement from './payment-cards.element';
import {
  setAccountShopper,
  widgetStory,
  type WidgetStoryArgs,
  accountShopperArgType,
  type AccountShopper,
} from '../../testing/widget-story';

/**
 * `<store-payment-cards>` on the fake backend. The shopper control signs a seeded user in: the
 * clinician has a Visa (the default) and a Mastercard; the district shopper one Amex. Reading the
 * cards (and deleting one) is step-up protected: on a page, the header's account menu asks the
 * shopper "Confirm it’s you". The story has no header, so its `stepUp` control answers in the
 * shopper's place: `confirm` completes the fake backend's transaction as the dialog's tree would
 * (the cards appear), `cancel` is the shopper closing the dialog (the page says the cards need a
 * confirmation, with "Try again"). `failContent` makes the payment cards API answer 500.
 */
interface PaymentCardsStoryArgs extends WidgetStoryArgs {
  shopper: AccountShopper;
  stepUp: 'confirm' | 'cancel';
}

const base = widgetStory({
  tag: 'store-payment-cards',
  element: PaymentCardsElement,
  contentPath: '/headless/ecommerce/v2/users/*/paymentdetails',
});
const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

const setupLoader: Loader<PaymentCardsStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  const { shopper, stepUp } = context.args;
  const user = await setAccountShopper(shopper);
  // In place of the account menu's step-up dialog (src/auth/session/step-up.ts installs the real
  // one when the session starts, above): the headers its tree would give the retried request.
  const idToken = `story-id-token-${user?.id ?? 'none'}`;
  if (user) registerIdToken(idToken, { userId: user.id });
  setAuthHandlers({
    stepUp: (advices) => {
      const txId = advices.TransactionConditionAdvice?.[0];
      if (stepUp === 'cancel' || !txId) return Promise.resolve(undefined);
      completeTransaction(txId);
      return Promise.resolve({ 'X-TxID': txId, 'X-IdToken': idToken });
    },
    renewToken: () => Promise.resolve(false),
  });
  return loaded as Record<string, unknown>;
};

const meta = {
  title: 'Widgets/Payment cards',
  ...base,
  args: { ...base.args, shopper: 'clinician', stepUp: 'confirm' },
  argTypes: {
    ...base.argTypes,
    shopper: accountShopperArgType,
    stepUp: {
      control: 'select',
      options: ['confirm', 'cancel'],
      description:
        'How the shopper answers "Confirm it’s you" (the header’s dialog on a page): confirm, or close it.',
    },
    failContent: {
      control: 'boolean',
      description: 'The payment cards API answers 500: the widget offers to try again.',
    },
  },
  loaders: [setupLoader],
} satisfies Meta<PaymentCardsStoryArgs>;

export default meta;
type Story = StoryObj<PaymentCardsStoryArgs>;

/** The clinician's cards after the confirmation: the default marked, set default, delete, add. */
export const List: Story = {};

export const OneCard: Story = { name: 'One card', args: { shopper: 'district' } };

/** The shopper closed "Confirm it’s you": no card is shown, and "Try again" asks again. */
export const NotConfirmed: Story = { name: 'Not confirmed', args: { stepUp: 'cancel' } };

export const SignedOut: Story = { name: 'Signed out', args: { shopper: 'signed-out' } };

/** The cards cannot be read: a clear message and "Try again". */
export const LoadFailed: Story = { name: 'Load failed', args: { failContent: true } };

export const FrenchCanada: Story = { name: 'French Canada', args: { locale: 'fr-ca' } };
