import { useCore } from '../../core/react/core-context';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import type { HostedFieldName } from '../../api/payment/provider-protocol';
import { isApiError } from '../../api/http/api-error';
import type { InvoiceAccess } from '../../api/invoices/invoice-access';
import { invoiceErrorOf, type Invoice } from '../../api/invoices/invoice.schema';
import { INVOICES_KEY } from '../../api/invoices/invoices-key';
import { payInvoice } from '../../api/invoices/pay-invoice';
import { orderErrorOf } from '../../api/orders/order-errors';
import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { useFlag, useSite } from '../../core/react/use-store';
import { CardHolderSchema, type CardHolder } from '../../rules/card/card-holder';
import { invoiceFieldMessages } from '../../rules/invoice/invoice.messages';
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
import { useRetrySafeAction } from '../../ui/actions/use-retry-safe-action';
import { InvoiceAmountChoice } from './invoice-amount-choice';
import { InvoiceField } from './invoice-field';
import { invoicePaymentMessages, type InvoicePaymentMessageKey } from './invoice-payment.messages';
import type { InvoicesMessageKey } from './invoices.messages';
import { chosenAmount, formatChosen, FULL_BALANCE, type AmountChoice } from './payment-amount';

const CARD_FIELDS: readonly HostedFieldName[] = ['number', 'expiry', 'cvc'];

interface PayInput {
  holder: CardHolder;
  amount: number;
}

/** A refusal ends the attempt: the next Pay is a new payment. */
type Outcome = { kind: 'paid'; invoice: Invoice } | { kind: 'refused'; error: unknown };

/** A 4xx is decided; anything else leaves the outcome unknown. */
const decided = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500;

const DECLINES = new Set([
  'declined',
  'insufficientFunds',
  'expiredCard',
  'incorrectSecurityCode',
  'invalidToken',
]);

function refusalText(
  error: unknown,
  t: Translate<InvoicePaymentMessageKey>,
  pt: (key: 'payment.declined' | 'payment.sanctions') => string,
): string {
  const order = orderErrorOf(error);
  if (order && DECLINES.has(order)) return pt('payment.declined');
  if (order === 'processingError') return t('processingError');
  // The screening refuses an invoice's payer as an order's, in the same words.
  if (order === 'sanctionsBlocked') return pt('payment.sanctions');
  const invoice = invoiceErrorOf(error);
  if (invoice === 'alreadyPaid') return t('alreadyPaid');
  if (invoice === 'amountOverBalance') return t('amountOverBalance');
  return t('payError');
}

/**
 * Pays an invoice's balance, or part of it, by card. The Idempotency-Key follows the invoice, not
 * the amount, and is kept while the outcome is unknown: a retry never charges twice.
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
  onAccessExpired: () => void;
  t: Translate<InvoicesMessageKey>;
}) {
  const id = useId();
  const nt = useTranslate(nameMessages);
  const pt = useTranslate(paymentMessages);
  const tp = useTranslate(invoicePaymentMessages);
  const ft = useTranslate(invoiceFieldMessages);
  const site = useSite();
  const { queries } = useCore();
  const sanctionsScreening = useFlag('ofac-screening');
  const hosted = useHostedFields({ fields: CARD_FIELDS });
  const [values, setValues] = useState<CardHolder>({ firstName: '', lastName: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof CardHolder, string>>>({});
  const [choice, setChoice] = useState<AmountChoice>(FULL_BALANCE);
  const [amountShown, setAmountShown] = useState(false);
  const amountInput = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | undefined>();

  const chosen = chosenAmount(choice, invoice.amountDue, site.language);
  const amountError = amountShown && !chosen.ok ? ft(chosen.key, chosen.params) : undefined;

  const perform = useCallback(
    async ({ holder, amount }: PayInput, idempotencyKey: string): Promise<Outcome> => {
      const card = await hosted.tokenize();
      try {
        const paid = await payInvoice(
          invoice.number,
          access,
          { token: card.token, cardHolder: holder, amount, sanctionsScreening },
          idempotencyKey,
        );
        return { kind: 'paid', invoice: paid };
      } catch (error) {
        if (decided(error)) return { kind: 'refused', error };
        throw error;
      }
    },
    [hosted, invoice.number, access, sanctionsScreening],
  );
  const fingerprint = useCallback(() => invoice.number, [invoice.number]);
  const action = useRetrySafeAction(perform, fingerprint);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateFields<typeof CardHolderSchema, NameMessageKey>(
      CardHolderSchema,
      values,
    );
    // The amount's message shows from the first Pay on.
    setAmountShown(true);
    if (!chosen.ok) amountInput.current?.focus();
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
    if (!chosen.ok) return;
    setRefusal(undefined);
    const outcome = await action.run({ holder: checked.values, amount: chosen.value });
    if (outcome?.kind === 'paid') onPaid(outcome.invoice);
    else if (outcome?.kind === 'refused') {
      const reason = invoiceErrorOf(outcome.error);
      if (reason === 'alreadyPaid') onPaid(invoice);
      else if (reason === 'accessExpired') onAccessExpired();
      else setRefusal(refusalText(outcome.error, tp, pt));
      // Another payment lowered the balance meanwhile: show the current one.
      if (reason === 'amountOverBalance') {
        void queries.invalidate({ queryKey: [INVOICES_KEY] });
      }
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
        : tp('outcomeUnknown');
  }
  const amount = chosen.ok
    ? choice.kind === 'full'
      ? invoice.amountDue.formattedValue
      : formatChosen(chosen.value, invoice.amountDue.currencyIso, site.locale)
    : undefined;

  return (
    <form className="pay-form" onSubmit={(event) => void submit(event)} noValidate>
      <div role="alert" className="pay-banner">
        {banner ? <p className="error-text">{banner}</p> : null}
      </div>
      <InvoiceAmountChoice
        amountDue={invoice.amountDue}
        value={choice}
        onChange={setChoice}
        error={amountError}
        inputRef={amountInput}
        t={tp}
      />
      {amount ? <p className="amount-to-pay">{tp('amountToPay', { amount })}</p> : null}
      <HostedCardFields hosted={hosted} />
      <div className="form-row">
        <InvoiceField
          id={`${id}-first`}
          label={tp('cardHolderFirst')}
          autoComplete="cc-given-name"
          error={errors.firstName}
          value={values.firstName}
          onChange={(event) => setValues({ ...values, firstName: event.target.value })}
        />
        <InvoiceField
          id={`${id}-last`}
          label={tp('cardHolderLast')}
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
          {pending ? tp('paying') : amount ? tp('payButton', { amount }) : t('pay')}
        </button>
      </p>
    </form>
  );
}
