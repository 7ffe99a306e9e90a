import { useCore } from '../../core/react/core-context';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ADDRESSES_KEY } from '../../api/addresses/get-addresses';
import type { HostedFieldName } from '../../api/payment/provider-protocol';
import type { NewPaymentCard } from '../../api/payment-cards/card-details.schema';
import type { PaymentCard } from '../../api/payment-cards/get-payment-cards';
import { addPaymentCard, paymentCardErrorOf } from '../../api/payment-cards/payment-card-changes';
import { useTranslate } from '../../core/i18n/use-translate';
import type { CardHolder } from '../../rules/card/card-holder';
import { HostedCardFields } from '../../ui/payment/hosted-field';
import { HostedFieldsError } from '../../ui/payment/hosted-fields-session';
import { useHostedFields } from '../../ui/payment/use-hosted-fields';
import { useRetrySafeAction } from '../../ui/actions/use-retry-safe-action';
import { cardChangesMessages, type CardChangesMessageKey } from './card-changes.messages';
import { focusOutcome } from '../../ui/focus/focus-outcome';
import { CardBillingChoice, type CardBillingValue } from './card-billing-choice';
import { CardHolderFields, checkCardHolder, type CardHolderErrors } from './card-holder-fields';

const NEW_CARD_FIELDS: readonly HostedFieldName[] = ['number', 'expiry', 'cvc'];

interface AddCardFormProps {
  userId: string;
  /** The shopper's own names, until they type the card's. */
  holder: CardHolder;
  onAdded: (card: PaymentCard) => void;
  onCancel: () => void;
}

function failureOf(error: unknown): { key: CardChangesMessageKey; refused: boolean } {
  if (error instanceof HostedFieldsError) {
    return { key: error.reason === 'invalid' ? 'addInvalid' : 'addUnavailable', refused: false };
  }
  switch (paymentCardErrorOf(error)) {
    case 'cardDeclined':
      return { key: 'addDeclined', refused: true };
    case 'cardExpired':
      return { key: 'addExpired', refused: true };
    case 'invalidToken':
      return { key: 'addTokenExpired', refused: true };
    case 'invalid':
      return { key: 'addDetailsInvalid', refused: true };
    default:
      // A timeout or a lost answer may have saved the card: the retry keeps the same key.
      return { key: 'addFailed', refused: false };
  }
}

/** One try at saving: its number (a refusal moves on) and the details it saves the card with. */
interface Attempt {
  count: number;
  details: Omit<NewPaymentCard, 'token'>;
}

/**
 * "Add a card" with the provider's hosted fields (iframes: the page never holds card data). A
 * retry after an unknown outcome reuses the Idempotency-Key; a refusal or other details get a new
 * one. The billing address sits outside the form (forms do not nest): Save card submits by id.
 */
export default function AddCardForm({ userId, holder, onAdded, onCancel }: AddCardFormProps) {
  const t = useTranslate(cardChangesMessages);
  const ids = useId();
  const { queries } = useCore();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hosted = useHostedFields({ fields: NEW_CARD_FIELDS });
  const [names, setNames] = useState<CardHolder>(holder);
  const [holderErrors, setHolderErrors] = useState<CardHolderErrors>({});
  const [billing, setBilling] = useState<CardBillingValue>();
  const [billingError, setBillingError] = useState(false);
  const attempt = useRef(0);

  // "Add a card" hides when this opens: focus moves to the form's heading.
  useEffect(() => {
    focusOutcome(headingRef.current);
  }, []);

  const chooseBilling = useCallback((value: CardBillingValue) => {
    setBilling(value);
    if (value) setBillingError(false);
  }, []);

  const perform = useCallback(
    async ({ details }: Attempt, idempotencyKey: string) => {
      try {
        const { token } = await hosted.tokenize();
        return await addPaymentCard({ token, ...details }, idempotencyKey);
      } catch (error) {
        if (failureOf(error).refused) attempt.current += 1;
        throw error;
      }
    },
    [hosted],
  );
  const save = useRetrySafeAction(perform, JSON.stringify);
  const pending = save.state.status === 'pending';
  const banner = save.state.status === 'failed' ? failureOf(save.state.error).key : undefined;

  const submit = async () => {
    const checked = checkCardHolder(names);
    setHolderErrors(checked.ok ? {} : checked.errors);
    setBillingError(!billing);
    if (!checked.ok || !billing) {
      hosted.validate();
      return;
    }
    const details = { cardHolder: checked.values, billingAddress: billing };
    const card = await save.run({ count: attempt.current, details });
    if (!card) return;
    if (billing.use === 'new' && billing.saveInAddressBook) {
      void queries.invalidate({ queryKey: [ADDRESSES_KEY] });
    }
    onAdded(card);
  };

  return (
    <section className="add-card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="add-card-title" tabIndex={-1} ref={headingRef}>
        {t('addTitle')}
      </h2>
      <p className="hint">{t('addHint')}</p>
      <form
        id={`${ids}-card`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) void submit();
        }}
      >
        <HostedCardFields hosted={hosted} />
        <CardHolderFields
          id={`${ids}-holder`}
          values={names}
          errors={holderErrors}
          onChange={setNames}
          t={t}
        />
      </form>
      <CardBillingChoice
        userId={userId}
        onChange={chooseBilling}
        error={billingError ? t('billingMissing') : undefined}
        t={t}
      />
      {banner ? (
        <p className="form-error" role="alert">
          {t(banner)}
        </p>
      ) : null}
      <div className="actions">
        <button
          type="submit"
          form={`${ids}-card`}
          className="button-primary"
          part="trigger"
          aria-disabled={pending || !hosted.available || undefined}
        >
          {t('saveCard')}
        </button>
        <button type="button" className="button-secondary" onClick={pending ? undefined : onCancel}>
          {t('cancel')}
        </button>
      </div>
      <p className="progress" role="status">
        {pending ? t('adding') : ''}
      </p>
    </section>
  );
}
