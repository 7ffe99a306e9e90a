import { useId, type Ref } from 'react';
import type { Price } from '../../api/products/product.schema';
import type { Translate } from '../../core/i18n/messages';
import { InvoiceField } from './invoice-field';
import type { InvoicePaymentMessageKey } from './invoice-payment.messages';
import type { AmountChoice } from './payment-amount';

interface InvoiceAmountChoiceProps {
  amountDue: Price;
  value: AmountChoice;
  onChange: (value: AmountChoice) => void;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  t: Translate<InvoicePaymentMessageKey>;
}

/** Full balance or another amount; native radios give arrow keys, and choosing keeps the focus. */
export function InvoiceAmountChoice({
  amountDue,
  value,
  onChange,
  error,
  inputRef,
  t,
}: InvoiceAmountChoiceProps) {
  const id = useId();
  return (
    <fieldset className="amount-choice">
      <legend>{t('amountLegend')}</legend>
      <label className="amount-option">
        <input
          type="radio"
          name={`${id}-amount`}
          value="full"
          checked={value.kind === 'full'}
          onChange={() => onChange({ ...value, kind: 'full' })}
        />
        {t('amountFull', { amount: amountDue.formattedValue })}
      </label>
      <label className="amount-option">
        <input
          type="radio"
          name={`${id}-amount`}
          value="other"
          checked={value.kind === 'other'}
          onChange={() => onChange({ ...value, kind: 'other' })}
        />
        {t('amountOther')}
      </label>
      {value.kind === 'other' ? (
        <InvoiceField
          id={`${id}-other`}
          ref={inputRef}
          label={t('amountField', { currency: amountDue.currencyIso })}
          hint={t('amountHint', { balance: amountDue.formattedValue })}
          error={error}
          inputMode="decimal"
          autoComplete="off"
          value={value.text}
          onChange={(event) => onChange({ ...value, text: event.target.value })}
        />
      ) : null}
    </fieldset>
  );
}
