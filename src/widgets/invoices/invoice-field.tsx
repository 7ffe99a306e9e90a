import type { ComponentProps } from 'react';
import { FormField } from '../../ui/forms/form-field';

interface InvoiceFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled text input of the invoice pages (the shared form field). */
export function InvoiceField({ id, label, hint, error, ...input }: InvoiceFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} required>
      {(aria) => <input type="text" {...aria} {...input} />}
    </FormField>
  );
}
