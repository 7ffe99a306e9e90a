import { useId, type ComponentProps, type ReactNode } from 'react';
import { useComponentSheet } from '../styles/use-component-sheet';
import css from './choice-option.css?inline';

interface ChoiceOptionProps extends Omit<ComponentProps<'input'>, 'type' | 'title'> {
  title?: ReactNode;
  detail?: ReactNode;
  /** Shown; the radio is disabled and described by it. */
  reason?: string | undefined;
  price?: ReactNode;
  children?: ReactNode;
}

/** One option of a radio group as a card; native radios give the group arrow-key navigation. */
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
