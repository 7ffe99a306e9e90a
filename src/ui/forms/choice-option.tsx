import { useId, type ComponentProps, type ReactNode } from 'react';
import { useComponentSheet } from '../styles/use-component-sheet';
import css from './choice-option.css?inline';

interface ChoiceOptionProps extends Omit<ComponentProps<'input'>, 'type' | 'title'> {
  /** The option's name (bold); its accessible name with `detail`. */
  title?: ReactNode;
  /** A second line: what distinguishes it (number, email, level). */
  detail?: ReactNode;
  /** Why it cannot be chosen for this order: shown, and the radio is disabled and described by it. */
  reason?: string | undefined;
  /** Shown at the end of the line (a delivery mode's cost). */
  price?: ReactNode;
  children?: ReactNode;
}

/**
 * One option of a radio group, as a card: the radio, its text, and why it is unavailable when it
 * is. The radio takes the caller's props (react-hook-form's `register`, or `checked` and
 * `onChange`); native radios give the group arrow-key navigation. Its look (the `choice-*`
 * classes, and `choice-list`/`choice-group` for the fieldset around) comes with it.
 *
 * The checkout's steps and Payment Cards share it.
 */
export function ChoiceOption({
  title,
  detail,
  reason,
  price,
  children,
  ...input
}: ChoiceOptionProps) {
  useComponentSheet(css);
  const reasonId = useId();
  return (
    <label className={reason ? 'choice unavailable' : 'choice'}>
      <input
        type="radio"
        {...input}
        disabled={reason !== undefined || input.disabled}
        aria-describedby={reason ? reasonId : input['aria-describedby']}
      />
      <span className="choice-body">
        {title && <span className="choice-title">{title}</span>}
        {children}
        {detail && <span className="choice-detail">{detail}</span>}
        {reason && (
          <span id={reasonId} className="choice-reason">
            {reason}
          </span>
        )}
      </span>
      {price && <span className="choice-price">{price}</span>}
    </label>
  );
}
