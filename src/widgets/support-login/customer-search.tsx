import { useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/http/api-error';
import { searchCustomers } from '../../api/support/customer-search';
import type {
  CustomerSearchResult,
  CustomerSummary,
} from '../../api/support/assisted-service.schema';
import { importAgain } from '../../core/element/import-again';
import { useCore } from '../../core/react/core-context';
import {
  CUSTOMER_SEARCH_LIMIT,
  CUSTOMER_SEARCH_MAX_LENGTH,
  CUSTOMER_SEARCH_MIN_LENGTH,
  customerSearchText,
} from '../../rules/support/assisted-service';
import type { SupportTranslate } from './support-login.messages';

/** The session chunk's code: only a signed-in agent, who has it loaded, sees "Start session". */
const loadEmulation = () => importAgain(() => import('../../auth/support/emulation-session'));

interface Found {
  query: string;
  result: CustomerSearchResult;
}

function countText(found: Found, t: SupportTranslate): string {
  const { customers, totalResults } = found.result;
  if (customers.length === 0) return t('noneFound', { query: found.query });
  if (totalResults > customers.length) {
    return t('foundCapped', { shown: customers.length, total: totalResults });
  }
  return customers.length === 1 ? t('foundOne') : t('found', { count: customers.length });
}

function failureText(error: unknown, t: SupportTranslate, fallback: string): string {
  return isApiError(error) && (error.status === 403 || error.status === 401)
    ? t('notAllowed')
    : fallback;
}

/** The agent's customer search and "Start session"; the count and errors are announced. */
export function CustomerSearch({ t, onStarted }: { t: SupportTranslate; onStarted: () => void }) {
  const ids = useId();
  const core = useCore();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Only a too-short text is the input's fault; a failed search is not.
  const [invalid, setInvalid] = useState(false);
  const [found, setFound] = useState<Found | undefined>();
  const [busy, setBusy] = useState(false);
  const [starting, setStarting] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const query = customerSearchText(text);
    setInvalid(query === undefined);
    if (query === undefined) {
      setError(t('searchTooShort', { min: CUSTOMER_SEARCH_MIN_LENGTH }));
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      setFound({ query, result: await searchCustomers(query) });
    } catch (failure) {
      setFound(undefined);
      setError(failureText(failure, t, t('searchFailed')));
    } finally {
      setBusy(false);
    }
  };

  const start = async (customer: CustomerSummary) => {
    if (starting !== undefined) return;
    setStarting(customer.customerId);
    setError(undefined);
    try {
      const { beginEmulation } = await loadEmulation();
      await beginEmulation(core, customer);
      onStarted();
    } catch (failure) {
      const name = `${customer.firstName} ${customer.lastName}`;
      setError(failureText(failure, t, t('startFailed', { name })));
      setStarting(undefined);
    }
  };

  const customers = found?.result.customers ?? [];
  return (
    <section className="customer-search" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{t('searchHeading')}</h2>
      <form role="search" noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
        <label className="search-label" htmlFor={`${ids}-query`}>
          {t('searchLabel')}
        </label>
        <p className="hint" id={`${ids}-hint`}>
          {t('searchHint', { min: CUSTOMER_SEARCH_MIN_LENGTH, limit: CUSTOMER_SEARCH_LIMIT })}
        </p>
        <div className="search-row">
          <input
            ref={inputRef}
            id={`${ids}-query`}
            type="search"
            autoComplete="off"
            maxLength={CUSTOMER_SEARCH_MAX_LENGTH}
            value={text}
            aria-describedby={`${ids}-hint ${ids}-error`}
            aria-invalid={invalid || undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button-primary" aria-disabled={busy || undefined}>
            {busy ? t('searching') : t('search')}
          </button>
        </div>
        <p className="form-error" id={`${ids}-error`} role="alert">
          {error}
        </p>
      </form>
      <p className="result-count" role="status">
        {found ? countText(found, t) : ''}
      </p>
      {customers.length > 0 && (
        <ul className="customers" aria-label={t('resultsLabel')}>
          {customers.map((customer) => {
            const nameId = `${ids}-${customer.customerId}`;
            return (
              <li key={customer.customerId} className="customer" part="item">
                <span className="customer-name" id={nameId}>
                  {customer.firstName} {customer.lastName}
                </span>
                <span className="customer-email">{customer.email}</span>
                <button
                  type="button"
                  className="button-secondary"
                  aria-describedby={nameId}
                  aria-disabled={starting !== undefined || undefined}
                  onClick={() => void start(customer)}
                >
                  {starting === customer.customerId ? t('starting') : t('startSession')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
