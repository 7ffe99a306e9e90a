import { useSyncExternalStore, type ReactNode } from 'react';
import { Skeleton } from '../../../ui/feedback/skeleton';
import type { Translate } from '../../../core/i18n/messages';
import type { CheckoutMessageKey } from '../flow/checkout.messages';
import type { CheckoutSaver, SaveOutcome } from '../flow/use-checkout-saver';
import type { PageQueryResult } from '../../../core/queries/use-page-query';

interface StepActionsProps {
  /** The form Continue submits (it may sit outside it). */
  form: string;
  saver: Pick<CheckoutSaver, 'subscribePending' | 'isPending'>;
  /** Something else is under way (a lookup). */
  busy?: boolean;
  onBack: (() => void) | undefined;
  t: Translate<CheckoutMessageKey>;
  label?: string;
  busyLabel?: string;
}

/** Continue and Back. Continue stays focusable while saving: a disabled button drops the focus. */
export function StepActions({
  form,
  saver,
  busy = false,
  onBack,
  t,
  label,
  busyLabel,
}: StepActionsProps) {
  const pending = useSyncExternalStore(saver.subscribePending, saver.isPending) || busy;
  return (
    <div className="step-actions">
      <button
        type="submit"
        form={form}
        className="button-primary continue-button"
        part="continue"
        aria-disabled={pending}
        onClick={(event) => {
          // Else a double click's second click lands on the next step's Continue.
          if (event.detail > 1) event.preventDefault();
        }}
      >
        {pending ? (busyLabel ?? t('saving')) : (label ?? t('continue'))}
      </button>
      {onBack && (
        <button type="button" className="button-secondary" onClick={onBack}>
          {t('back')}
        </button>
      )}
    </div>
  );
}

/** A step's message for the whole form: read out at once, kept until the next try. */
export function StepError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="step-error" role="alert">
      {children}
    </p>
  );
}

type Failure = Extract<SaveOutcome, { ok: false }>;

/** The banner for a failed save not shown on a field; none for `busy` or `cartModified`. */
export function saveFailureMessage(
  outcome: Failure,
  t: Translate<CheckoutMessageKey>,
): string | undefined {
  switch (outcome.reason) {
    case 'busy':
    case 'cartModified':
      return undefined;
    case 'deliveryAddressMissing':
      return t('deliveryAddressRequired');
    case 'deliveryModeMissing':
    case 'deliveryModeUnavailable':
      return t('deliveryModeRequired');
    case 'addressNameInvalid':
      return t('addressNameInvalid');
    case 'addressNotFound':
      return t('addressNotFound');
    case 'accountNotValid':
      return t('accountNotValid');
    case 'organisationRequired':
      return t('accountPersonalAimsweb');
    case 'billingAddressMissing':
      return t('billingAddressRequired');
    default:
      return t('saveFailed');
  }
}

function LoadFailed({ onRetry, t }: { onRetry: () => void; t: Translate<CheckoutMessageKey> }) {
  return (
    <div className="load-error">
      <p className="step-error" role="alert">
        {t('loadFailed')}
      </p>
      <button type="button" className="button-secondary" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}

/** A placeholder while a step's data loads, the failure with Try again, then the form. */
export function WhenLoaded<T>({
  query,
  rows,
  t,
  children,
}: {
  query: Pick<PageQueryResult<T>, 'isError' | 'data' | 'refetch'>;
  rows: number;
  t: Translate<CheckoutMessageKey>;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} t={t} />;
  if (query.data === undefined) return <Skeleton label={t('loading')} rows={rows} />;
  return children(query.data);
}
