import { useCallback, useEffect, useId, useRef } from 'react';
import type { HostedFieldName } from '../../api/payment/provider-protocol';
import type { PaymentCard } from '../../api/payment-cards/get-payment-cards';
import { addPaymentCard, paymentCardErrorOf } from '../../api/payment-cards/payment-card-changes';
import { useTranslate } from '../../core/i18n/use-translate';
import { HostedCardFields } from '../../ui/payment/hosted-field';
import { HostedFieldsError } from '../../ui/payment/hosted-fields-session';
import { useHostedFields } from '../../ui/payment/use-hosted-fields';
import { useRetrySafeAction } from '../../ui/use-retry-safe-action';
import { cardChangesMessages, type CardChangesMessageKey } from './card-changes.messages';
import { focusOutcome } from '../../ui/focus-outcome';

const NEW_CARD_FIELDS: readonly HostedFieldName[] = ['number', 'expiry', 'cvc'];

interface AddCardFormProps {
  userId: string;
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
export default function AddCardForm({ userId, onAdded, onCancel }: AddCardFormProps) {
  const t = useTranslate(cardChangesMessages);
  const ids = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hosted = useHostedFields({ fields: NEW_CARD_FIELDS });
  // One Idempotency-Key per card the shopper tries: a refusal moves on to the next.
  const attempt = useRef(0);

  // Opened by "Add a card" (which hides): focus moves to the form's heading.
  useEffect(() => {
    focusOutcome(headingRef.current);
  }, []);

  const perform = useCallback(
    async (_attempt: number, idempotencyKey: string) => {
      try {
        const { token } = await hosted.tokenize();
        return await addPaymentCard(userId, token, idempotencyKey);
      } catch (error) {
        if (failureOf(error).refused) attempt.current += 1;
        throw error;
      }
    },
    [hosted, userId],
  );
  const save = useRetrySafeAction(perform, String);
  const pending = save.state.status === 'pending';
  const banner = save.state.status === 'failed' ? failureOf(save.state.error).key : undefined;

  const submit = async () => {
    const card = await save.run(attempt.current);
    if (card) onAdded(card);
  };

  return (
    <section className="add-card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="add-card-title" tabIndex={-1} ref={headingRef}>
        {t('addTitle')}
      </h2>
      <p className="hint">{t('addHint')}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) void submit();
        }}
      >
        <HostedCardFields hosted={hosted} />
        {banner ? (
          <p className="form-error" role="alert">
            {t(banner)}
          </p>
        ) : null}
        <div className="actions">
          <button
            type="submit"
            className="button-primary"
            part="trigger"
            aria-disabled={pending || !hosted.available || undefined}
          >
            {t('saveCard')}
          </button>
          <button
            type="button"
            className="button-secondary"
            onClick={pending ? undefined : onCancel}
          >
            {t('cancel')}
          </button>
        </div>
        <p className="progress" role="status">
          {pending ? t('adding') : ''}
        </p>
      </form>
    </section>
  );
}
