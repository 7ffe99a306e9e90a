import { useQueryClient } from '../../core/queries/use-query';
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
  /** The signed-in shopper's names: the holder's, until they type the card's own. */
  holder: CardHolder;
  onAdded: (card: PaymentCard) => void;
  onCancel: () => void;
}

/** What the shopper reads after an attempt failed, and whether the platform refused for sure. */
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

/**
 * "Add a card": the payment provider's hosted fields (number, expiry, security code; iframes from
 * the provider's origin, so the page never holds the card's data), then Save card sends the
 * provider's single-use token. Saving acts once: a second click while it runs does nothing, and a
 * retry after an unknown outcome reuses the Idempotency-Key (the platform answers the card it
 * saved); after a refusal (declined, expired) the next card gets a new key. What the shopper typed
 * stays in the fields on a failure.
 */
/** One try at saving: its number (a refusal moves on) and the details it saves the card with. */
interface Attempt {
  count: number;
  details: Omit<NewPaymentCard, 'token'>;
}

/**
 * "Add a card": the payment provider's hosted fields (number, expiry, security code; iframes from
 * the provider's origin, so the page never holds the card's data), the holder's names (the card
 * holder rule; the shopper's own names to start with) and the billing address (one of the address
 * book, or a new one); then Save card sends the provider's single-use token with them. Saving
 * acts once: a second click while it runs does nothing, and a retry after an unknown outcome
 * reuses the Idempotency-Key (the platform answers the card it saved); after a refusal (declined,
 * expired), or with other details, the next try gets a new key. What the shopper typed stays in
 * the fields on a failure.
 *
 * The card and holder fields are one form; the billing address sits outside it (its new-address
 * form is a form of its own, and forms do not nest), and Save card submits the first by its id.
 */
export default function AddCardForm({ userId, holder, onAdded, onCancel }: AddCardFormProps) {
  const t = useTranslate(cardChangesMessages);
  const ids = useId();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hosted = useHostedFields({ fields: NEW_CARD_FIELDS });
  const [names, setNames] = useState<CardHolder>(holder);
  const [holderErrors, setHolderErrors] = useState<CardHolderErrors>({});
  const [billing, setBilling] = useState<CardBillingValue>();
  const [billingError, setBillingError] = useState(false);
  // One Idempotency-Key per card the shopper tries: a refusal moves on to the next.
  const attempt = useRef(0);

  // Opened by "Add a card" (which hides): focus moves to the form's heading.
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
    // A new address asked to be kept joined the book with the card.
    if (billing.use === 'new' && billing.saveInAddressBook) {
      void queryClient.invalidateQueries({ queryKey: [ADDRESSES_KEY] });
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
