import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { useAddresses } from '../../../api/addresses/get-addresses';
import type { CheckoutState } from '../../../api/checkout/checkout.schema';
import type { CheckoutErrorKey } from '../../../api/checkout/checkout-errors';
import { accountMessages, type AccountMessageKey } from '../../../rules/account/account.messages';
import { termsSchema } from '../../../rules/account/terms';
import type { StepId } from '../flow/checkout-steps';
import type { HostedFieldName } from '../../../api/payment/provider-protocol';
import type { PaymentChoice, PlaceOrderBody } from '../../../api/orders/order.schema';
import { usePaymentOptions, type PaymentOptions } from '../../../api/orders/payment-options';
import { useTranslate } from '../../../core/i18n/use-translate';
import { useFlag, useSite } from '../../../core/react/use-store';
import { CardHolderSchema } from '../../../rules/card/card-holder';
import { nameMessages, NAME_MESSAGE_PARAMS } from '../../../rules/names/names.messages';
import { poThresholdProblem } from '../../../rules/purchase-order/po-threshold';
import { PurchaseOrderNumberSchema } from '../../../rules/purchase-order/purchase-order';
import {
  PURCHASE_ORDER_MESSAGE_PARAMS,
  purchaseOrderMessages,
} from '../../../rules/purchase-order/purchase-order.messages';
import { combineCatalogs } from '../../../rules/form/combine-catalogs';
import { CaptchaChallenge } from '../../../ui/payment/captcha-challenge';
import { paymentMessages } from '../../../ui/payment/payment.messages';
import { useCaptchaToken } from '../../../ui/payment/use-captcha-token';
import { HostedCardFields } from '../../../ui/payment/hosted-field';
import { HostedFieldsError } from '../../../ui/payment/hosted-fields-session';
import { useHostedFields } from '../../../ui/payment/use-hosted-fields';
import { ChoiceOption } from '../../../ui/forms/choice-option';
import { useSimpleForm } from '../../../ui/forms/use-simple-form';
import { StepActions, StepError, WhenLoaded, saveFailureMessage } from '../steps/step-parts';
import type { StepProps } from '../steps/step-props';
import { CheckboxField, TextField } from '../steps/text-field';
import { CardBilling, type CardBillingChoice } from './card-billing';
import { paymentStepMessages } from './payment-step.messages';
import { failureMessage } from './place-order-failure';
import { useOrderPlaced } from './use-order-placed';
import { usePlaceOrder } from './use-place-order';
import { importOrderConfirmation } from './lazy-confirmation';
import { cardBrandName } from '../../../rules/card/card-brand';
import { SavedCardDetails } from '../../../ui/payment/saved-card-details';
import { laterStepMessages } from '../steps/later-step.messages';

const NEW_CARD_FIELDS: readonly HostedFieldName[] = ['number', 'expiry', 'cvc'];
const SECURITY_CODE_ONLY: readonly HostedFieldName[] = ['cvc'];
const NO_FIELDS: readonly HostedFieldName[] = [];

interface Values {
  firstName: string;
  lastName: string;
  saveCard: boolean;
  poNumber: string;
  terms: boolean;
}

const fieldTexts = combineCatalogs(nameMessages, purchaseOrderMessages);
type FieldTextKey = keyof typeof fieldTexts.en;

const terms = termsSchema({ accountNotListed: false });
/** What every method's rules share; a card adds its holder's names, a purchase order its number. */
const SHARED = {
  firstName: v.string(),
  lastName: v.string(),
  saveCard: v.boolean(),
  poNumber: v.string(),
  terms,
};
const CardSchema = v.object({ ...SHARED, ...CardHolderSchema.entries });
const PoSchema = v.object({ ...SHARED, poNumber: PurchaseOrderNumberSchema });
const TermsOnlySchema = v.object(SHARED);

/** The step a "something is missing" refusal of the terms points to. */
const MISSING_STEP: Partial<Record<CheckoutErrorKey, StepId>> = {
  customerAccountMissing: 'account',
  qualifiedUserMissing: 'qualified-user',
  userNotQualified: 'qualified-user',
  deliveryAddressMissing: 'shipping-address',
  deliveryModeMissing: 'shipping-method',
  billingAddressMissing: 'billing-address',
};

/**
 * The summary's payment choice, terms and Place order (spec section 2). Place order first saves the
 * terms when needed: the platform wants them accepted since the items last changed.
 */
export default function PaymentStep(props: StepProps) {
  const { checkout, userId, t } = props;
  const options = usePaymentOptions(userId, checkout.customerAccount?.id);
  return (
    <WhenLoaded query={options} rows={3} t={t}>
      {(data) => <PaymentForm {...props} options={data} />}
    </WhenLoaded>
  );
}

function PaymentForm({
  checkout,
  cart,
  userId,
  saver,
  onDirtyChange,
  onBack,
  onEdit,
  onPlaced,
  onCartModified,
  t,
  options,
}: StepProps & { options: PaymentOptions }) {
  const tl = useTranslate(laterStepMessages);
  const ids = useId();
  const formId = `${ids}-form`;
  const pt = useTranslate(paymentStepMessages);
  const payment = useTranslate(paymentMessages);
  const ft = useTranslate(fieldTexts);
  const tr = useTranslate(accountMessages);
  const site = useSite();
  const bankTransfer = useFlag('bank-transfer');
  const captchaOn = useFlag('checkout-recaptcha');
  const poThresholdOn = useFlag('po-threshold');
  const sanctionsScreening = useFlag('ofac-screening');
  const book = useAddresses(userId).data ?? [];
  const placer = usePlaceOrder();
  const afterPlaced = useOrderPlaced(onPlaced);
  // The confirmation follows Place order: fetched now, so the order shows as soon as it is placed.
  useEffect(() => void importOrderConfirmation(), []);

  const [method, setMethod] = useState(
    options.savedCards[0] ? `saved:${options.savedCards[0].id}` : 'card',
  );
  const [billing, setBilling] = useState<CardBillingChoice>(
    checkout.billingAddress
      ? { use: 'order' }
      : options.accountAddress
        ? { use: 'account' }
        : undefined,
  );
  const captcha = useCaptchaToken();
  const [banner, setBanner] = useState<string | undefined>();
  const savedCard = method.startsWith('saved:')
    ? options.savedCards.find((card) => `saved:${card.id}` === method)
    : undefined;
  const hosted = useHostedFields({
    fields: method === 'card' ? NEW_CARD_FIELDS : savedCard ? SECURITY_CODE_ONLY : NO_FIELDS,
    cardId: savedCard?.id,
    labels: savedCard
      ? {
          cvc: pt('securityCodeFor', {
            brand: cardBrandName(savedCard.brand),
            last4: savedCard.last4,
          }),
        }
      : undefined,
  });

  const schema = method === 'card' ? CardSchema : method === 'po' ? PoSchema : TermsOnlySchema;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useSimpleForm<Values>({
    schema,
    defaultValues: {
      firstName: '',
      lastName: '',
      saveCard: false,
      poNumber: '',
      terms: checkout.termsAccepted,
    },
  });
  // Saving the terms before placing shows as placing: one busy button for the one click.
  const savingTerms = useSyncExternalStore(saver.subscribePending, saver.isPending);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const say = (key: string | undefined) =>
    key === undefined
      ? undefined
      : ft(key as FieldTextKey, { ...NAME_MESSAGE_PARAMS, ...PURCHASE_ORDER_MESSAGE_PARAMS });

  const poReason = options.purchaseOrder.available
    ? undefined
    : options.purchaseOrder.reason === 'personalAccount'
      ? pt('poPersonal')
      : pt('poNoPreviousOrder');

  const buildPayment = async (values: Values): Promise<PaymentChoice> => {
    if (method === 'po') return { type: 'PURCHASE_ORDER', poNumber: values.poNumber.trim() };
    if (method === 'bank') return { type: 'BANK_TRANSFER' };
    const token = await hosted.tokenize();
    if (savedCard)
      return { type: 'SAVED_CARD', cardId: savedCard.id, securityCodeToken: token.token };
    if (!billing) throw new Error('billing address missing');
    return {
      type: 'CARD',
      token: token.token,
      cardHolder: { firstName: values.firstName.trim(), lastName: values.lastName.trim() },
      saveCard: values.saveCard,
      billingAddress: billing,
    };
  };

  const submit = async (values: Values) => {
    setBanner(undefined);
    if (method === 'card' && !billing) {
      setBanner(t('billingAddressRequired'));
      return;
    }
    if (method === 'po' && poThresholdOn) {
      const problem = poThresholdProblem({
        subtotal: checkout.totals.subTotal.value - checkout.totals.totalDiscounts.value,
        currency: checkout.totals.totalPrice.currencyIso,
        locale: site.locale,
      });
      if (problem) {
        setBanner(ft(problem.key, problem.params));
        return;
      }
    }
    const accepted = await acceptTerms();
    if (!accepted) return;
    const captchaToken = captchaOn ? await captcha.token() : undefined;
    if (captchaOn && !captchaToken) {
      setBanner(pt('captchaRequired'));
      return;
    }
    const build = async (): Promise<PlaceOrderBody> => ({
      payment: await buildPayment(values),
      ...(captchaToken ? { captchaToken } : {}),
      sanctionsScreening,
    });
    let outcome;
    try {
      outcome = await placer.place(build, cart);
    } catch (error) {
      // The provider's fields refused (each says why in its frame) or the provider is down.
      setBanner(
        error instanceof HostedFieldsError && error.reason === 'unavailable'
          ? pt('genericError')
          : payment('payment.declined'),
      );
      return;
    }
    if (outcome.kind === 'busy') return;
    if (outcome.kind === 'placed') {
      afterPlaced(outcome.order);
      return;
    }
    // A solved challenge is spent by the attempt: the shopper confirms again.
    if (captchaOn) captcha.spend();
    const failure = failureMessage(outcome, { savedCard: savedCard !== undefined });
    if (failure.kind === 'restart') onCartModified();
    else if (failure.kind === 'step') onEdit(failure.step);
    else if (failure.kind === 'declined') setBanner(payment('payment.declined'));
    else if (failure.kind === 'sanctions') setBanner(payment('payment.sanctions'));
    else setBanner(pt(failure.key));
  };

  /** Undefined when refused. */
  const acceptTerms = async (): Promise<CheckoutState | undefined> => {
    if (checkout.termsAccepted) return checkout;
    const outcome = await saver.save('terms', { accepted: true });
    if (outcome.ok) return outcome.state;
    // The cart changed elsewhere: the checkout restarts and says so.
    if (outcome.reason === 'busy' || outcome.reason === 'cartModified') return undefined;
    const missing = outcome.reason && MISSING_STEP[outcome.reason];
    if (outcome.reason === 'termsNotAccepted') {
      setError('terms', { message: 'terms.required' }, { shouldFocus: true });
    } else if (missing) {
      setBanner(tl('missingStep', { step: t(`step.${missing}`) }));
    } else {
      setBanner(saveFailureMessage(outcome, t));
    }
    return undefined;
  };

  // Our fields refused: show the provider's fields' messages too, all at once.
  const showCardFieldErrors = () => {
    if (method === 'card' || savedCard) hosted.validate();
  };

  const total = checkout.totals.totalPrice.formattedValue;
  const termsError = errors.terms?.message;
  const radio = useMemo(
    () => (value: string) => ({
      name: `${ids}-method`,
      value,
      checked: method === value,
      onChange: () => setMethod(value),
    }),
    [ids, method],
  );

  return (
    <>
      <h3 className="section-heading summary-payment-heading">{t('step.payment')}</h3>
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void handleSubmit(submit, showCardFieldErrors)(event)}
      >
        <StepError>{banner}</StepError>
        <fieldset className="choice-list">
          <legend className="choice-group">{pt('method')}</legend>
          {options.savedCards.map((card) => (
            <ChoiceOption
              key={card.id}
              title={pt('savedCard', { brand: cardBrandName(card.brand), last4: card.last4 })}
              detail={pt('savedCardExpires', {
                month: String(card.expiryMonth).padStart(2, '0'),
                year: card.expiryYear,
              })}
              {...radio(`saved:${card.id}`)}
            >
              {/* Whose card and where its statements go: the shopper tells two cards apart. */}
              <SavedCardDetails card={card} />
            </ChoiceOption>
          ))}
          <ChoiceOption title={pt('methodCard')} {...radio('card')} />
          {/* A site that takes no payment on account has no purchase order to explain. */}
          {options.purchaseOrder.reason !== 'notOffered' && (
            <ChoiceOption title={pt('methodPo')} reason={poReason} {...radio('po')} />
          )}
          {bankTransfer && <ChoiceOption title={pt('methodBank')} {...radio('bank')} />}
        </fieldset>
        {(method === 'card' || savedCard) && (
          <div className="choice-extra">
            <HostedCardFields hosted={hosted} />
            {method === 'card' && (
              <>
                <div className="form-row">
                  <TextField
                    id={`${ids}-first`}
                    label={pt('cardHolderFirst')}
                    autoComplete="cc-given-name"
                    error={say(errors.firstName?.message)}
                    {...register('firstName')}
                  />
                  <TextField
                    id={`${ids}-last`}
                    label={pt('cardHolderLast')}
                    autoComplete="cc-family-name"
                    error={say(errors.lastName?.message)}
                    {...register('lastName')}
                  />
                </div>
                <CheckboxField
                  id={`${ids}-save`}
                  label={pt('saveCard')}
                  {...register('saveCard')}
                />
              </>
            )}
          </div>
        )}
        {method === 'po' && (
          <div className="choice-extra">
            <TextField
              id={`${ids}-po`}
              label={pt('poNumber')}
              autoComplete="off"
              error={say(errors.poNumber?.message)}
              {...register('poNumber')}
            />
          </div>
        )}
        {method === 'bank' && <p className="choice-extra">{pt('bankText')}</p>}
      </form>
      {method === 'card' && (
        <CardBilling
          orderBilling={checkout.billingAddress}
          accountAddress={options.accountAddress}
          book={book}
          onChange={setBilling}
          onDirtyChange={onDirtyChange}
          t={pt}
        />
      )}
      {captchaOn && (
        <CaptchaChallenge
          key={captcha.round}
          onChecking={captcha.onChecking}
          onSolved={captcha.onSolved}
          onLost={captcha.onLost}
        />
      )}
      <CheckboxField
        id={`${ids}-terms`}
        form={formId}
        label={t('agreeTerms')}
        error={termsError === undefined ? undefined : tr(termsError as AccountMessageKey)}
        {...register('terms')}
      />
      <p className="order-total">{pt('orderTotal', { total })}</p>
      {/* The page's own notice right before Place order (a slot: its markup, read in its place). */}
      <slot name="before-place-order" />
      <StepActions
        form={formId}
        saver={placer}
        busy={savingTerms}
        onBack={onBack}
        t={t}
        label={pt('placeOrder')}
        busyLabel={pt('placing')}
      />
    </>
  );
}
