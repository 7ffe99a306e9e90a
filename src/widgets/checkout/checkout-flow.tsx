import { useCore } from '../../core/react/core-context';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { Cart } from '../../api/cart/cart.schema';
import { CART_KEY } from '../../api/cart/get-cart';
import { cartFingerprint } from '../../rules/cart/ordered-items';
import type { CheckoutState } from '../../api/checkout/checkout.schema';
import type { Order } from '../../api/orders/order.schema';
import { NeedHelpButton } from '../../ui/need-help/need-help-button';
import { Skeleton } from '../../ui/feedback/skeleton';
import { emit } from '../../core/events/events';
import { useTranslate } from '../../core/i18n/use-translate';
import { WidgetHostContext } from '../../core/element/widget-host-context';
import { checkoutMessages, type CheckoutMessageKey } from './flow/checkout.messages';
import { CheckoutSummary } from './flow/checkout-summary';
import {
  applicableSteps,
  stepAfterSave,
  STEP_ORDER,
  type StepContext,
  type StepId,
} from './flow/checkout-steps';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { ProgressList } from './progress-list';
import type { FlowNotice } from './steps/step-props';
import { prefetchCheckoutSaves, useCheckoutSaver } from './flow/use-checkout-saver';
import { useContentText, type ContentText } from '../../ui/checkout/use-content-text';
import { useStepNavigation } from './use-step-navigation';
import { PartBoundary } from '../../ui/lazy/lazy-part';
import { PaymentStep } from './payment/lazy-payment-step';
import { ADDRESS_STEPS, prefetchStep, stepComponent } from './lazy-steps';
import type { Translate } from '../../core/i18n/messages';
import { focusOutcome } from '../../ui/focus/focus-outcome';

/** A step's heading: the content call's title where it has one. */
function stepTitle(step: StepId, t: Translate<CheckoutMessageKey>, text: ContentText): string {
  switch (step) {
    case 'account':
      return text('chooseAccountTitle');
    case 'qualified-user':
      return text('chooseQualifiedUserTitle');
    case 'qglobal':
      return t('qglobalTitle');
    case 'aimsweb':
      return t('aimswebTitle');
    case 'shipping-address':
      return t('shippingAddressTitle');
    case 'shipping-method':
      return text('shippingMethodTitle');
    case 'billing-address':
      return t('billingAddressTitle');
    case 'review':
      return t('reviewTitle');
  }
}

interface CheckoutFlowProps {
  cart: Cart;
  checkout: CheckoutState;
  userId: string;
  onPlaced: (order: Order) => void;
}

/**
 * The steps, the progress list and the order summary. A cart whose items changed restarts from the
 * first step (spec section 4), so nothing unseen is ever ordered.
 */
export function CheckoutFlow({ cart, checkout, userId, onPlaced }: CheckoutFlowProps) {
  const t = useTranslate(checkoutMessages);
  const text = useContentText();
  const { queries } = useCore();
  const host = useContext(WidgetHostContext);
  const context: StepContext = { checkout, entries: cart.entries };
  const nav = useStepNavigation(context);
  const { go } = nav;
  const [notice, setNotice] = useState<FlowNotice | null>(null);

  // What this page has shown the cart to order; anything else changed elsewhere.
  const fingerprint = cartFingerprint(cart);
  const shown = useRef(fingerprint);
  useEffect(() => {
    if (shown.current === fingerprint) return;
    shown.current = fingerprint;
    setNotice({ kind: 'cartModified' });
    go(STEP_ORDER[0], { force: true });
  }, [fingerprint, go]);

  // Place order found the cart changed: read it again, and the new cart restarts the checkout.
  const onCartModified = useCallback(() => {
    void queries.invalidate({ queryKey: [CART_KEY] });
  }, [queries]);
  const saver = useCheckoutSaver(userId, fingerprint);

  const steps = applicableSteps(context);
  const index = steps.indexOf(nav.step);

  const onSaved = useCallback(
    (state: CheckoutState, next?: FlowNotice) => {
      setNotice(next ?? null);
      go(stepAfterSave({ checkout: state, entries: cart.entries }), { force: true });
    },
    [go, cart.entries],
  );

  // The heading takes focus on a move, so keyboard and screen reader users start at the new step.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (nav.moved) focusOutcome(headingRef.current);
    if (host) emit(host.element, 'store-checkout-step-changed', { step: nav.step });
  }, [nav.step, nav.moved, host]);

  // The next step's code (and the summary's payment part with the review) and the saves' requests
  // are fetched once the shopper starts on this step, a pointer over the checkout or the focus in
  // it: they are there by the time Continue's save returns, and a page opened and left alone loads
  // the one step it shows.
  const [engaged, setEngaged] = useState(false);
  const engage = useCallback(() => setEngaged(true), []);
  const nextStep = steps[index + 1];
  useEffect(() => {
    if (!engaged) return;
    prefetchCheckoutSaves();
    if (nextStep) prefetchStep(nextStep);
    if (nextStep === 'review') PaymentStep.prefetch();
  }, [engaged, nextStep]);
  // The address steps too, once a move away (next, or earlier via the Edit buttons).
  const addressReachable = steps.slice(0, index + 2).some((step) => ADDRESS_STEPS.includes(step));
  useEffect(() => {
    if (engaged && addressReachable) prefetchStep('shipping-address');
  }, [engaged, addressReachable]);

  const Step = useMemo(() => stepComponent(nav.step), [nav.step]);
  const previous = index > 0 ? steps[index - 1] : undefined;

  return (
    <div className="checkout-layout" onPointerOver={engage} onFocus={engage}>
      <div className="checkout-main">
        <ProgressList steps={steps} current={nav.step} context={context} onGo={go} t={t} />
        {notice && (
          <div className="checkout-notice" role="status">
            <p>
              {notice.kind === 'cartModified'
                ? t('cartModified')
                : t('accountSwitched', { account: notice.account })}
            </p>
            <button type="button" className="button-secondary" onClick={() => setNotice(null)}>
              {t('dismiss')}
            </button>
          </div>
        )}
        <section
          className="checkout-step"
          aria-labelledby={`step-${nav.step}`}
          data-step={nav.step}
        >
          {/* Need help on every step, before the heading: Tab from the focused heading goes
              straight into the step's fields. */}
          <div className="step-head">
            <p className="step-count">{t('stepOf', { number: index + 1, count: steps.length })}</p>
            <NeedHelpButton className="button-link need-help-button" />
          </div>
          <h2 id={`step-${nav.step}`} ref={headingRef} tabIndex={-1} className="step-title">
            {stepTitle(nav.step, t, text)}
          </h2>
          <PartBoundary key={nav.step} fallback={<Skeleton label={t('loading')} rows={3} />}>
            <Step
              key={nav.step}
              checkout={checkout}
              cart={cart}
              userId={userId}
              saver={saver}
              onSaved={onSaved}
              onDirtyChange={nav.setDirty}
              onBack={previous ? () => go(previous) : undefined}
              onEdit={go}
              onPlaced={onPlaced}
              onCartModified={onCartModified}
              t={t}
              text={text}
            />
          </PartBoundary>
        </section>
      </div>
      <CheckoutSummary cart={cart} checkout={checkout} t={t} text={text} />
      <DiscardChangesDialog
        open={nav.pending !== null}
        onConfirm={nav.confirmPending}
        onCancel={nav.cancelPending}
        t={t}
      />
    </div>
  );
}
