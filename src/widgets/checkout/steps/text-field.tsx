import type { ComponentProps } from 'react';
import { FormField } from '../../../ui/forms/form-field';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

export function TextField({ id, label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {(aria) => <input type="text" {...aria} {...input} />}
    </FormField>
  );
}

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: string;
  error?: string | undefined;
}

/** A checkbox (the terms) with its error, read out when it appears. */
export function CheckboxField({ id, label, error, ...input }: CheckboxFieldProps) {
  return (
    <div className="checkbox-field">
      <input
        id={id}
        type="checkbox"
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
