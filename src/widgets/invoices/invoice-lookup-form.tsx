import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { storeInvoiceAccess } from '../../api/invoices/invoice-access';
import { invoiceErrorOf, type InvoiceLookup } from '../../api/invoices/invoice.schema';
import { lookupInvoice } from '../../api/invoices/lookup-invoice';
import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { validateFields } from '../../rules/form/field-errors';
import { EXAMPLE_INVOICE_NUMBER, InvoiceNumberSchema } from '../../rules/invoice/invoice-number';
import { InvoicePostalCodeSchema } from '../../rules/invoice/invoice-postal-code';
import {
  invoiceFieldMessages,
  type InvoiceFieldMessageKey,
} from '../../rules/invoice/invoice.messages';
import { InvoiceField } from './invoice-field';
import type { InvoicesMessageKey } from './invoices.messages';

const LookupSchema = v.object({
  invoiceNumber: InvoiceNumberSchema,
  postalCode: InvoicePostalCodeSchema,
});
const PARAMS = { example: EXAMPLE_INVOICE_NUMBER };

type Values = { invoiceNumber: string; postalCode: string };
type Problem = 'lookupFailed' | 'tooManyAttempts' | 'lookupError';

interface InvoiceLookupFormProps {
  /** The page's invoice: only its postal code is asked. */
  fixedNumber?: string | undefined;
  notice?: string | undefined;
  onFound: (lookup: InvoiceLookup) => void;
  t: Translate<InvoicesMessageKey>;
}

/**
 * Simplified mode: invoice number and billing postal code. A wrong pair and an unknown number get
 * the same message; the access token is kept for this tab only.
 */
export function InvoiceLookupForm({ fixedNumber, notice, onFound, t }: InvoiceLookupFormProps) {
  const id = useId();
  const tf = useTranslate(invoiceFieldMessages);
  const [values, setValues] = useState<Values>({
    invoiceNumber: fixedNumber ?? '',
    postalCode: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const checked = validateFields<typeof LookupSchema, InvoiceFieldMessageKey>(
      LookupSchema,
      values,
    );
    if (!checked.ok) {
      const say = (field: keyof Values) => {
        const message = checked.errors[field];
        return message ? tf(message.key, PARAMS) : undefined;
      };
      setErrors({ invoiceNumber: say('invoiceNumber'), postalCode: say('postalCode') });
      return;
    }
    setErrors({});
    setProblem(undefined);
    setPending(true);
    try {
      const found = await lookupInvoice(checked.values.invoiceNumber, checked.values.postalCode);
      storeInvoiceAccess(found.invoice.number, found.accessToken);
      onFound(found);
    } catch (error) {
      const reason = invoiceErrorOf(error);
      setProblem(
        reason === 'lookupFailed' || reason === 'tooManyAttempts' ? reason : 'lookupError',
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      {notice ? <p className="message">{notice}</p> : null}
      <p>{t('lookupIntro')}</p>
      <form className="lookup-form" onSubmit={(event) => void submit(event)} noValidate>
        {fixedNumber ? null : (
          <InvoiceField
            id={`${id}-number`}
            label={t('invoiceNumber')}
            hint={t('invoiceNumberHint', PARAMS)}
            error={errors.invoiceNumber}
            autoComplete="off"
            value={values.invoiceNumber}
            onChange={(event) => setValues({ ...values, invoiceNumber: event.target.value })}
          />
        )}
        <InvoiceField
          id={`${id}-postal`}
          label={t('postalCode')}
          error={errors.postalCode}
          autoComplete="postal-code"
          value={values.postalCode}
          onChange={(event) => setValues({ ...values, postalCode: event.target.value })}
        />
        <button
          type="submit"
          className="button-primary"
          part="trigger"
          aria-disabled={pending || undefined}
        >
          {t('lookUp')}
        </button>
      </form>
      <p className="progress" role="status">
        {pending ? t('looking') : ''}
      </p>
      <div role="alert">{problem ? <p className="error-text">{t(problem)}</p> : null}</div>
    </>
  );
}
