import type { Translate } from '../../core/i18n/messages';
import type { CheckoutMessageKey } from './flow/checkout.messages';
import {
  isStepComplete,
  isStepReachable,
  type StepContext,
  type StepId,
} from './flow/checkout-steps';
import { stepUrl } from './use-step-navigation';

interface ProgressListProps {
  steps: readonly StepId[];
  current: StepId;
  context: StepContext;
  onGo: (step: StepId) => void;
  t: Translate<CheckoutMessageKey>;
}

/**
 * The steps: done ones are links, real URLs so "open in a new tab" works, while a plain click moves
 * in place; later ones are plain text.
 */
export function ProgressList({ steps, current, context, onGo, t }: ProgressListProps) {
  return (
    <nav className="progress" aria-label={t('stepsLabel')} part="progress">
      <ol>
        {steps.map((step, index) => {
          const label = t(`step.${step}`);
          const done = isStepComplete(step, context);
          const number = <span className="progress-number">{index + 1}</span>;
          if (step === current) {
            return (
              <li key={step} className="progress-step current" aria-current="step">
                {number}
                <span className="progress-label">{label}</span>
                <span className="visually-hidden"> {t('stepCurrent')}</span>
              </li>
            );
          }
          if (isStepReachable(step, context)) {
            return (
              <li key={step} className={done ? 'progress-step done' : 'progress-step'}>
                <a
                  href={stepUrl(step)}
                  onClick={(event) => {
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
                      return;
                    event.preventDefault();
                    onGo(step);
                  }}
                >
                  {number}
                  <span className="progress-label">{label}</span>
                  {done && <span className="visually-hidden"> {t('stepDone')}</span>}
                </a>
              </li>
            );
          }
          return (
            <li key={step} className="progress-step later" aria-disabled="true">
              {number}
              <span className="progress-label">{label}</span>
              <span className="visually-hidden"> {t('stepLater')}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
