import type { ReactNode } from 'react';
import { useComponentSheet } from '../styles/use-component-sheet';
import css from './form-field.css?inline';

/** What a field's control carries so that its label, hint and error are announced with it. */
export interface FieldAria {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  hint?: string | undefined;
  /** The message to show, already in the page's language. */
  error?: string | undefined;
  required?: boolean;
  className?: string;
  /** The control, given the attributes that tie it to its label, hint and error. */
  children: (aria: FieldAria) => ReactNode;
}

/** The field's styles, for a form that writes its markup without FormField (a fieldset, a select). */
export function useFormFieldStyles(): void {
  useComponentSheet(css);
}

/** One labelled field; the control is described by its error first, then its hint. */
export function FormField({
  id,
  label,
  hint,
  error,
  required,
  className,
  children,
}: FormFieldProps) {
  useFormFieldStyles();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {/* Under the control, so that fields side by side keep their controls in line. */}
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
