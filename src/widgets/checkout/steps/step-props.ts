import type { Cart } from '../../../api/cart/cart.schema';
import type { CheckoutState } from '../../../api/checkout/checkout.schema';
import type { Order } from '../../../api/orders/order.schema';
import type { Translate } from '../../../core/i18n/messages';
import type { CheckoutMessageKey } from '../flow/checkout.messages';
import type { StepId } from '../flow/checkout-steps';
import type { CheckoutSaver } from '../flow/use-checkout-saver';
import type { ContentText } from '../../../ui/checkout/use-content-text';

export interface StepProps {
  checkout: CheckoutState;
  cart: Cart;
  userId: string;
  saver: CheckoutSaver;
  /** Saved: the checkout moves on to the first step still to do. */
  onSaved: (state: CheckoutState, notice?: FlowNotice) => void;
  onDirtyChange: (dirty: boolean) => void;
  /** Undefined on the first step. */
  onBack: (() => void) | undefined;
  onEdit: (step: StepId) => void;
  onPlaced: (order: Order) => void;
  /** Place order found the cart changed: read it again (the checkout restarts). */
  onCartModified: () => void;
  t: Translate<CheckoutMessageKey>;
  text: ContentText;
}

/** A message the checkout shows above the step, after a move. */
export type FlowNotice = { kind: 'cartModified' } | { kind: 'accountSwitched'; account: string };
