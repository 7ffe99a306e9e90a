import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { PaymentStep } from '../lazy-parts';
import { useForm, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import type { CheckoutErrorKey } from '../../../api/checkout/checkout.schema';
import { useTranslate } from '../../../core/i18n/use-translate';
import { accountMessages, type AccountMessageKey } from '../../../rules/account/account.messages';
import { termsSchema } from '../../../rules/account/terms';
import { PromotionCodes } from '../../../ui/cart/promotion-codes';
import { AddressText } from '../../../ui/forms/address-text';
import type { CartRef } from '../../../api/cart/cart-owner';
import type { StepId } from '../checkout-steps';
import { StepActions, StepError, saveFailureMessage } from './step-parts';
import type { StepProps } from './step-props';
import { CheckboxField } from './text-field';

/** The schema's input is the ticked box (`true`); the form holds a boolean. */
/** The checkout is always the signed-in shopper's current cart. */
const CURRENT_CART: CartRef = { userId: 'current', cartId: 'current' };

const resolver = valibotResolver(
  v.object({ terms: termsSchema({ accountNotListed: false }) }),
) as unknown as Resolver<{ terms: boolean }>;

/** The step a "something is missing" refusal of the terms points to. */
const MISSING_STEP: Partial<Record<CheckoutErrorKey, StepId>> = {
  customerAccountMissing: 'account',
  qualifiedUserMissing: 'qualified-user',
  userNotQualified: 'qualified-user',
  deliveryAddressMissing: 'shipping-address',
  deliveryModeMissing: 'shipping-method',
  billingAddressMissing: 'billing-address',
};

function ReviewItem({
  label,
  step,
  onEdit,
  t,
  children,
}: {
  label: string;
  step: StepId;
  onEdit: (step: StepId) => void;
  t: StepProps['t'];
  children: ReactNode;
}) {
  return (
    <div className="review-item" data-step={step}>
      <dt>{label}</dt>
      <dd>
        <div className="review-value">{children}</div>
        <button
          type="button"
          className="button-link"
          aria-label={t('editLabel', { section: label })}
          onClick={() => onEdit(step)}
        >
          {t('edit')}
        </button>
      </dd>
    </div>
  );
}

/**
 * The order summary (spec section 2): every choice with a way to change it (which comes back here,
 * not through every step again), the promotion codes, the terms checkbox ('This field is
 * required.') and the button that hands the order over to payment. The totals and the entries are
 * beside it (CheckoutSummary).
 */
export function ReviewStep({ checkout, cart, saver, onSaved, onBack, onEdit, t }: StepProps) {
  const ids = useId();
  const formId = `${ids}-form`;
  const tr = useTranslate(accountMessages);
  const [banner, setBanner] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState('');
  // Payment comes next: its code is fetched now, so Continue to payment waits for no download.
  useEffect(() => PaymentStep.prefetch(), []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ terms: boolean }>({
    resolver,
    defaultValues: { terms: checkout.termsAccepted },
  });

  const submit = async () => {
    setBanner(undefined);
    const outcome = await saver.save('terms', { accepted: true });
    if (outcome.ok) {
      onSaved(outcome.state);
      return;
    }
    const missing =
      outcome.reason === 'busy' ? undefined : outcome.reason && MISSING_STEP[outcome.reason];
    if (outcome.reason === 'termsNotAccepted') {
      setError('terms', { message: 'terms.required' }, { shouldFocus: true });
    } else if (missing) {
      setBanner(t('missingStep', { step: t(`step.${missing}`) }));
    } else {
      setBanner(saveFailureMessage(outcome, t));
    }
  };

  const account = checkout.customerAccount;
  const user = checkout.qualifiedUser;
  const qglobal = checkout.qglobalAccount;
  const aimsweb = checkout.aimswebAccount;
  const termsError = errors.terms?.message;
  return (
    <>
      <StepError>{banner}</StepError>
      <dl className="review-list">
        {account && (
          <ReviewItem label={t('customerAccount')} step="account" onEdit={onEdit} t={t}>
            {account.name}
            {account.accountNumber && ` (${account.accountNumber})`}
          </ReviewItem>
        )}
        {user && (
          <ReviewItem label={t('qualifiedUser')} step="qualified-user" onEdit={onEdit} t={t}>
            {user.firstName} {user.lastName}, {user.email}
          </ReviewItem>
        )}
        {checkout.requires.qglobalAccount && qglobal && (
          <ReviewItem label={t('qglobalAccount')} step="qglobal" onEdit={onEdit} t={t}>
            {qglobal.mode === 'NEW'
              ? t('qglobalNewSummary', { name: user ? `${user.firstName} ${user.lastName}` : '' })
              : `${qglobal.account.name} (${qglobal.account.accountNumber})`}
          </ReviewItem>
        )}
        {checkout.requires.aimswebAccount && aimsweb && (
          <ReviewItem label={t('aimswebAccount')} step="aimsweb" onEdit={onEdit} t={t}>
            {aimsweb.mode === 'NEW'
              ? t('aimswebNewSummary')
              : `${aimsweb.name} (${aimsweb.accountNumber})`}
          </ReviewItem>
        )}
        {checkout.deliveryAddress && (
          <ReviewItem label={t('shipTo')} step="shipping-address" onEdit={onEdit} t={t}>
            <AddressText address={checkout.deliveryAddress} />
          </ReviewItem>
        )}
        {checkout.deliveryMode && (
          <ReviewItem label={t('shippingMethod')} step="shipping-method" onEdit={onEdit} t={t}>
            {t('deliveryModeLabel', {
              name: checkout.deliveryMode.name,
              description: checkout.deliveryMode.description,
            })}{' '}
            {checkout.deliveryMode.deliveryCost.formattedValue}
          </ReviewItem>
        )}
        {checkout.billingAddress && (
          <ReviewItem label={t('billTo')} step="billing-address" onEdit={onEdit} t={t}>
            {checkout.billingSameAsShipping ? (
              t('sameAsShipping')
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
      <form id={formId} noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <CheckboxField
          id={`${ids}-terms`}
          label={t('agreeTerms')}
          error={termsError === undefined ? undefined : tr(termsError as AccountMessageKey)}
          {...register('terms')}
        />
      </form>
      <StepActions
        form={formId}
        saver={saver}
        onBack={onBack}
        t={t}
        label={t('continueToPayment')}
      />
    </>
  );
}
