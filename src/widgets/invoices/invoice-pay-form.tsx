import { useCallback, useId, useState, type FormEvent } from 'react';
import type { HostedFieldName } from '../../api/payment/provider-protocol';
import { isApiError } from '../../api/http/api-error';
import type { InvoiceAccess } from '../../api/invoices/invoice-access';
import { invoiceErrorOf, type Invoice } from '../../api/invoices/invoice.schema';
import { payInvoice } from '../../api/invoices/pay-invoice';
import { orderErrorOf } from '../../api/orders/order.schema';
import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { CardHolderSchema, type CardHolder } from '../../rules/card/card-holder';
import { validateFields } from '../../rules/form/field-errors';
import {
  nameMessages,
  NAME_MESSAGE_PARAMS,
  type NameMessageKey,
} from '../../rules/names/names.messages';
import { HostedCardFields } from '../../ui/payment/hosted-field';
import { HostedFieldsError } from '../../ui/payment/hosted-fields-session';
import { paymentMessages } from '../../ui/payment/payment.messages';
import { useHostedFields } from '../../ui/payment/use-hosted-fields';
import { useRetrySafeAction } from '../../ui/use-retry-safe-action';
import { InvoiceField } from './invoice-field';
import type { InvoicesMessageKey } from './invoices.messages';

const CARD_FIELDS: readonly HostedFieldName[] = ['number', 'expiry', 'cvc'];

/** What a payment attempt came to: paid, or refused for good (a new attempt is a new payment). */
type Outcome = { kind: 'paid'; invoice: Invoice } | { kind: 'refused'; error: unknown };

/** A refusal the platform has decided (4xx): the attempt is over. Else its outcome is unknown. */
const decided = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500;

const DECLINES = new Set([
  'declined',
  'insufficientFunds',
  'expiredCard',
  'incorrectSecurityCode',
  'invalidToken',
]);

/** What a refusal tells the shopper. */
function refusalText(
  error: unknown,
  t: Translate<InvoicesMessageKey>,
  pt: (key: 'payment.declined') => string,
): string {
  const order = orderErrorOf(error);
  if (order && DECLINES.has(order)) return pt('payment.declined');
  if (order === 'processingError') return t('processingError');
  if (invoiceErrorOf(error) === 'alreadyPaid') return t('alreadyPaid');
  return t('payError');
}

/**
 * Pay an open invoice's amount due by card, through the payment provider's hosted fields (the
 * checkout's, src/ui/payment) and the card holder's names (the card rules). Paid once: the attempt
 * keeps its Idempotency-Key while its outcome is unknown (a timeout, a lost answer, a 5xx), so
 * paying again repeats it and the platform answers the first payment; a double click sends one
 * request; a refusal ends the attempt, and the next Pay is a new one.
 */
export function InvoicePayForm({
  invoice,
  access,
  onPaid,
  onAccessExpired,
  t,
}: {
  invoice: Invoice;
  access: InvoiceAccess;
  onPaid: (invoice: Invoice) => void;
  /** Simplified mode: the access token ran out before the payment; the page asks again. */
  onAccessExpired: () => void;
  t: Translate<InvoicesMessageKey>;
}) {
  const id = useId();
  const nt = useTranslate(nameMessages);
  const pt = useTranslate(paymentMessages);
  const hosted = useHostedFields({ fields: CARD_FIELDS });
  const [values, setValues] = useState<CardHolder>({ firstName: '', lastName: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof CardHolder, string>>>({});
  const [refusal, setRefusal] = useState<string | undefined>();

  const perform = useCallback(
    async (holder: CardHolder, idempotencyKey: string): Promise<Outcome> => {
      const card = await hosted.tokenize();
      try {
        const paid = await payInvoice(
          invoice.number,
          access,
          { token: card.token, cardHolder: holder },
          idempotencyKey,
        );
        return { kind: 'paid', invoice: paid };
      } catch (error) {
        if (decided(error)) return { kind: 'refused', error };
        throw error;
      }
    },
    [hosted, invoice.number, access],
  );
  const fingerprint = useCallback(() => invoice.number, [invoice.number]);
  const action = useRetrySafeAction(perform, fingerprint);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateFields<typeof CardHolderSchema, NameMessageKey>(
      CardHolderSchema,
      values,
    );
    if (!checked.ok) {
      const say = (field: keyof CardHolder) => {
        const message = checked.errors[field];
        return message ? nt(message.key, NAME_MESSAGE_PARAMS) : undefined;
      };
      setErrors({ firstName: say('firstName'), lastName: say('lastName') });
      hosted.validate();
      return;
    }
    setErrors({});
    setRefusal(undefined);
    const outcome = await action.run(checked.values);
    if (outcome?.kind === 'paid') onPaid(outcome.invoice);
    else if (outcome?.kind === 'refused') {
      const reason = invoiceErrorOf(outcome.error);
      if (reason === 'alreadyPaid') onPaid(invoice);
      else if (reason === 'accessExpired') onAccessExpired();
      else setRefusal(refusalText(outcome.error, t, pt));
    }
  };

  const { state } = action;
  const pending = state.status === 'pending';
  let banner = refusal;
  if (state.status === 'failed') {
    const error = state.error;
    banner =
      error instanceof HostedFieldsError
        ? error.reason === 'unavailable'
          ? pt('payment.unavailable')
          : undefined
        : t('outcomeUnknown');
  }
  const amount = invoice.amountDue.formattedValue;

  return (
    <form className="pay-form" onSubmit={(event) => void submit(event)} noValidate>
      <div role="alert" className="pay-banner">
        {banner ? <p className="error-text">{banner}</p> : null}
      </div>
      <p className="amount-to-pay">{t('amountToPay', { amount })}</p>
      <HostedCardFields hosted={hosted} />
      <div className="form-row">
        <InvoiceField
          id={`${id}-first`}
          label={t('cardHolderFirst')}
          autoComplete="cc-given-name"
          error={errors.firstName}
          value={values.firstName}
          onChange={(event) => setValues({ ...values, firstName: event.target.value })}
        />
        <InvoiceField
          id={`${id}-last`}
          label={t('cardHolderLast')}
          autoComplete="cc-family-name"
          error={errors.lastName}
          value={values.lastName}
          onChange={(event) => setValues({ ...values, lastName: event.target.value })}
        />
      </div>
      <p className="actions">
        <button
          type="submit"
          className="button-primary"
          part="trigger"
          aria-disabled={pending || undefined}
        >
          {pending ? t('paying') : t('payButton', { amount })}
        </button>
      </p>
    </form>
  );
}
