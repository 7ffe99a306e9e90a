import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/http/api-error';
import type { OrderStatusView } from '../../api/orders/order-history.schema';
import { lookupOrderStatus, orderStatusLimitOf } from '../../api/orders/order-status';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { validateFields } from '../../rules/form/field-errors';
import {
  LOOKUP_MESSAGE_PARAMS,
  orderStatusLookupMessages,
  PREFILL_MAX_LENGTH,
  ShopperLookupSchema,
  VisitorLookupSchema,
} from '../../rules/order/order-status-lookup';
import { AccountPage } from '../../ui/account-page/account-page';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import { FormField } from '../../ui/forms/form-field';
import { AccessCodes } from '../../ui/order/access-codes';
import { OrderedProducts } from '../../ui/order/ordered-products';
import { useOrderDate } from '../../ui/order/use-order-date';
import { orderStatusLabels } from './order-status-labels.messages';
import { orderStatusMessages } from './order-status.messages';
import { focusOutcome } from '../../ui/focus/focus-outcome';
import { dateTimeFormat } from '../../rules/format/intl-formats';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'found'; view: OrderStatusView; own: boolean }
  | { kind: 'notFound' }
  /** Paused after too many failed lookups (429): when it reopens, if the refusal says. */
  | { kind: 'limited'; retryAt: number | undefined }
  | { kind: 'failed' };

type Values = { orderNumber: string; email: string };
type Errors = Partial<Record<keyof Values, string>>;

/** The query's value, trimmed and capped in length (untrusted input). */
function prefill(params: URLSearchParams, name: string): string {
  const value = params.get(name)?.trim() ?? '';
  return value.length <= PREFILL_MAX_LENGTH ? value : '';
}

function clockTime(at: number, locale: string): string {
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(at);
}

/** <store-order-status>: by number (and email, for a visitor); no hint which one was wrong. */
export function OrderStatus() {
  const t = useTranslate(orderStatusMessages);
  const tf = useTranslate(orderStatusLookupMessages);
  const statusLabel = useTranslate(orderStatusLabels);
  const date = useOrderDate();
  const site = useSite();
  const routes = storeRoutes(site);
  const id = useId();
  const { session } = useAccountPageGate('orderHistory', { visitors: true });
  const signedIn = Boolean(session.user);
  const [values, setValues] = useState<Values>(() => {
    const params = new URLSearchParams(globalThis.location?.search ?? '');
    return { orderNumber: prefill(params, 'orderNumber'), email: prefill(params, 'email') };
  });
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const resultRef = useRef<HTMLDivElement>(null);

  const lookUp = async (input: Values, showErrors: boolean) => {
    const checked = validateFields(signedIn ? ShopperLookupSchema : VisitorLookupSchema, input);
    if (!checked.ok) {
      if (showErrors) {
        const next: Errors = {};
        for (const field of ['orderNumber', 'email'] as const) {
          const message = checked.errors[field];
          if (message) next[field] = tf(message.key as never, LOOKUP_MESSAGE_PARAMS);
        }
        setErrors(next);
      }
      return;
    }
    setErrors({});
    setOutcome({ kind: 'pending' });
    try {
      const view = await lookupOrderStatus({
        orderNumber: checked.values.orderNumber,
        email: 'email' in checked.values ? checked.values.email : undefined,
      });
      setOutcome({ kind: 'found', view, own: signedIn });
    } catch (error) {
      const limit = orderStatusLimitOf(error);
      const notFound = isApiError(error) && error.kind === 'http' && error.status === 404;
      if (limit) setOutcome({ kind: 'limited', retryAt: limit.retryAt });
      else setOutcome({ kind: notFound ? 'notFound' : 'failed' });
    }
  };

  // A valid pre-filled query is looked up once, when the session is known.
  const autoLooked = useRef(false);
  useEffect(() => {
    if (session.loading || autoLooked.current || !values.orderNumber) return;
    autoLooked.current = true;
    void lookUp(values, false);
    // Once per page: later typing waits for the button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.loading]);

  useEffect(() => {
    if (outcome.kind === 'found') focusOutcome(resultRef.current);
  }, [outcome]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (outcome.kind !== 'pending') void lookUp(values, true);
  };

  return (
    <AccountPage
      page="orderHistory"
      visitors
      className="order-status-page"
      status={session.loading ? 'loading' : 'ready'}
      readyState={
        outcome.kind === 'found'
          ? 'found'
          : outcome.kind === 'notFound'
            ? 'not-found-order'
            : outcome.kind === 'limited'
              ? 'too-many-lookups'
              : 'form'
      }
    >
      <p>{signedIn ? t('introSignedIn') : t('intro')}</p>
      <form className="status-form" onSubmit={submit} noValidate>
        <FormField
          id={`${id}-number`}
          label={t('orderNumber')}
          hint={t('orderNumberHint')}
          error={errors.orderNumber}
          required
        >
          {(aria) => (
            <input
              {...aria}
              type="text"
              autoComplete="off"
              value={values.orderNumber}
              onChange={(event) => setValues({ ...values, orderNumber: event.target.value })}
            />
          )}
        </FormField>
        {signedIn ? null : (
          <FormField id={`${id}-email`} label={t('email')} error={errors.email} required>
            {(aria) => (
              <input
                {...aria}
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={(event) => setValues({ ...values, email: event.target.value })}
              />
            )}
          </FormField>
        )}
        <button
          type="submit"
          className="button-primary"
          part="trigger"
          aria-disabled={outcome.kind === 'pending' || undefined}
        >
          {t('lookUp')}
        </button>
      </form>
      <p className="progress" role="status">
        {outcome.kind === 'pending' ? t('looking') : ''}
      </p>
      <div role="alert">
        {outcome.kind === 'notFound' ? (
          <p className="error-text">{signedIn ? t('notFoundSignedIn') : t('notFound')}</p>
        ) : outcome.kind === 'limited' ? (
          <p className="error-text" data-problem="too-many-lookups">
            {outcome.retryAt === undefined
              ? t('tooManyLater')
              : t('tooManyAt', { time: clockTime(outcome.retryAt, site.locale) })}
          </p>
        ) : outcome.kind === 'failed' ? (
          <p className="error-text">{t('failed')}</p>
        ) : null}
      </div>
      {outcome.kind === 'found' ? (
        <div className="order-status-result" ref={resultRef} tabIndex={-1}>
          <h3>{t('resultTitle', { code: outcome.view.code })}</h3>
          <p>{t('placedOn', { date: date(outcome.view.created) })}</p>
          <p className="order-status-line" data-order-status={outcome.view.status}>
            {t('status')}:{' '}
            <strong className="order-status">{statusLabel(outcome.view.status)}</strong>
          </p>
          <OrderedProducts
            entries={outcome.view.entries}
            title={t('products')}
            date={date}
            codes={AccessCodes}
          />
          {outcome.own ? (
            <p>
              <a href={routes.account.orderDetails(outcome.view.code)}>{t('details')}</a>
            </p>
          ) : null}
        </div>
      ) : null}
    </AccountPage>
  );
}
