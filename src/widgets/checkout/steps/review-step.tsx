import { useState, type ReactNode } from 'react';
import type { CartRef } from '../../../api/cart/cart-owner';
import { PromotionCodes } from '../../../ui/cart/promotion-codes';
import { AddressText } from '../../../ui/forms/address-text';
import { PartBoundary } from '../../../ui/lazy/lazy-part';
import { Skeleton } from '../../../ui/feedback/skeleton';
import type { StepId } from '../flow/checkout-steps';
import { PaymentStep } from '../payment/lazy-payment-step';
import type { StepProps } from './step-props';
import { useTranslate } from '../../../core/i18n/use-translate';
import { laterStepMessages } from './later-step.messages';

const CURRENT_CART: CartRef = { userId: 'current', cartId: 'current' };

function ReviewItem({
  label,
  step,
  onEdit,
  children,
}: {
  label: string;
  step: StepId;
  onEdit: (step: StepId) => void;
  children: ReactNode;
}) {
  const tl = useTranslate(laterStepMessages);
  return (
    <div className="review-item" data-step={step}>
      <dt>{label}</dt>
      <dd>
        <div className="review-value">{children}</div>
        <button
          type="button"
          className="button-link"
          aria-label={tl('editLabel', { section: label })}
          onClick={() => onEdit(step)}
        >
          {tl('edit')}
        </button>
      </dd>
    </div>
  );
}

/**
 * The order summary (spec section 2): every choice with Edit, promotion codes, then PaymentStep. If
 * the payment's code fails to load, only its place says so.
 */
export function ReviewStep(props: StepProps) {
  const tl = useTranslate(laterStepMessages);
  const { checkout, cart, onEdit, t } = props;
  const [announcement, setAnnouncement] = useState('');
  const account = checkout.customerAccount;
  const user = checkout.qualifiedUser;
  const qglobal = checkout.qglobalAccount;
  const aimsweb = checkout.aimswebAccount;
  return (
    <>
      <dl className="review-list">
        {account && (
          <ReviewItem label={tl('customerAccount')} step="account" onEdit={onEdit}>
            {account.name}
            {account.accountNumber && ` (${account.accountNumber})`}
          </ReviewItem>
        )}
        {user && (
          <ReviewItem label={tl('qualifiedUser')} step="qualified-user" onEdit={onEdit}>
            {user.firstName} {user.lastName}, {user.email}
          </ReviewItem>
        )}
        {checkout.requires.qglobalAccount && qglobal && (
          <ReviewItem label={tl('qglobalAccount')} step="qglobal" onEdit={onEdit}>
            {qglobal.mode === 'NEW'
              ? tl('qglobalNewSummary', { name: user ? `${user.firstName} ${user.lastName}` : '' })
              : `${qglobal.account.name} (${qglobal.account.accountNumber})`}
          </ReviewItem>
        )}
        {checkout.requires.aimswebAccount && aimsweb && (
          <ReviewItem label={tl('aimswebAccount')} step="aimsweb" onEdit={onEdit}>
            {aimsweb.mode === 'NEW'
              ? tl('aimswebNewSummary')
              : `${aimsweb.name} (${aimsweb.accountNumber})`}
          </ReviewItem>
        )}
        {checkout.deliveryAddress && (
          <ReviewItem label={tl('shipTo')} step="shipping-address" onEdit={onEdit}>
            <AddressText address={checkout.deliveryAddress} />
          </ReviewItem>
        )}
        {!checkout.requires.shipping && (
          <div className="review-item" data-step="shipping">
            <dt>{tl('shipTo')}</dt>
            <dd>
              <div className="review-value">{tl('nothingToShip')}</div>
            </dd>
          </div>
        )}
        {checkout.deliveryMode && (
          <ReviewItem label={tl('shippingMethod')} step="shipping-method" onEdit={onEdit}>
            {tl('deliveryModeLabel', {
              name: checkout.deliveryMode.name,
              description: checkout.deliveryMode.description,
            })}{' '}
            {checkout.deliveryMode.deliveryCost.formattedValue}
          </ReviewItem>
        )}
        {checkout.billingAddress && (
          <ReviewItem label={tl('billTo')} step="billing-address" onEdit={onEdit}>
            {checkout.billingSameAsShipping ? (
              tl('sameAsShipping')
            ) : (
              <AddressText address={checkout.billingAddress} />
            )}
          </ReviewItem>
        )}
      </dl>
      <PromotionCodes
        cart={cart}
        cartRef={CURRENT_CART}
        announce={setAnnouncement}
        headingLevel="h3"
      />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <PartBoundary fallback={<Skeleton label={t('loading')} rows={4} />}>
        <PaymentStep {...props} />
      </PartBoundary>
    </>
  );
}
