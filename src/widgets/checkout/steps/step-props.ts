import type { Cart } from '../../../api/cart/cart.schema';
import type { CheckoutState } from '../../../api/checkout/checkout.schema';
import type { Order } from '../../../api/orders/order.schema';
import type { Translate } from '../../../core/i18n/messages';
import type { CheckoutMessageKey } from '../flow/checkout.messages';
import type { StepId } from '../flow/checkout-steps';
import type { CheckoutSaver } from '../flow/use-checkout-saver';
import type { ContentText } from '../../../ui/checkout/use-content-text';

/** What every step gets from the checkout around it. */
export interface StepProps {
  checkout: CheckoutState;
  cart: Cart;
  userId: string;
  saver: CheckoutSaver;
  /** The step's choice is saved: the checkout moves on (to the first step still to do). */
  onSaved: (state: CheckoutState, notice?: FlowNotice) => void;
  /** The step has changes that are not saved (leaving it then asks first). */
  onDirtyChange: (dirty: boolean) => void;
  /** Back to the step before; undefined on the first step. */
  onBack: (() => void) | undefined;
  /** Go to a step to change it (the order summary's Edit links). */
  onEdit: (step: StepId) => void;
  /** The order is placed: the checkout shows its confirmation. */
  onPlaced: (order: Order) => void;
  /** Place order found the cart changed: read it again (the checkout restarts with the new cart). */
  onCartModified: () => void;
  t: Translate<CheckoutMessageKey>;
  text: ContentText;
}

/** A message the checkout shows above the step, after a move. */
export type FlowNotice = { kind: 'cartModified' } | { kind: 'accountSwitched'; account: string };
