import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { addEntries, type CartLine } from '../../api/cart/cart-mutations';
import { cartOwner, type CartOwner } from '../../api/cart/cart-owner';
import { cartMessages } from '../../rules/cart/cart.messages';
import { normalizeEntry } from '../../rules/cart/isbn';
import { rowCount } from '../../rules/cart/quick-order-rows';
import { useTranslate } from '../../core/i18n/use-translate';
import { useCore } from '../../core/react/core-context';
import { useFlag, useSite } from '../../core/react/use-store';
import { prefetchCartAnalytics, trackAdded } from '../../ui/cart/lazy-cart-analytics';
import { entriesOfModifications } from '../../ui/cart/cart-updated';
import { useCartAction } from '../../ui/cart/use-cart-action';
import { useRowThumbnailUrl } from './use-row-thumbnails';
import { QuickOrderRow, type RowHandlers } from './quick-order-row';
import { quickOrderMessages } from './quick-order.messages';
import {
  draftOf,
  initialState,
  quickOrderReducer,
  type AlertFeedback,
  type RowState,
  type SentRow,
  type StatusFeedback,
} from './quick-order-state';
import {
  refusalOf,
  shopperFor,
  tally,
  validate,
  withRefusal,
  type RowOutcome,
} from './row-results';
import {
  QuickOrderWatchers,
  settledKeys,
  useProductLookups,
  useWatchedState,
} from './use-product-lookups';
import { CartMergeHost } from '../../ui/cart/cart-merge-host';
import { addedSummary } from './added-summary';
import { readDraft, writeDraft } from './quick-order-draft';
import {
  alertText,
  rowView,
  type RowExtras,
  say,
  statusText,
  type CartText,
  type OwnText,
} from './quick-order-texts';
import { useStartedSession } from '../../ui/session/use-started-session';
import { usePressThroughShift } from '../../ui/use-press-through-shift';
import { storeRoutes } from '../../core/routes/routes';

/** A row is looked up this long after the last keystroke (at once on blur or paste). */
export const LOOKUP_DELAY_MS = 400;
/** The performance measure of one validation pass (the bench reads it). */
export const VALIDATE_MEASURE = 'store-quick-order:validate';

interface AddInput {
  owner: CartOwner;
  lines: CartLine[];
}

// Module-level so useCartAction keeps one callback: the request id survives re-renders.
const performAdd = (input: AddInput, requestId: string) =>
  addEntries(input.owner, input.lines, requestId);
// No cart id: a first try may create the visitor's cart and fail, and its retry needs the same request id.
const addFingerprint = (input: AddInput) => JSON.stringify([input.owner.userId, input.lines]);

function measureSince(start: number): void {
  try {
    performance.measure(VALIDATE_MEASURE, { start, end: performance.now() });
  } catch {
    // No User Timing API: the measure is only for the bench.
  }
}

/**
 * <store-quick-order>: up to MAX_QUICK_ORDER_PRODUCTS products by ISBN or code, each row resolved
 * to a product or a message, all added in one request (spec sections 2, 5, 6, 8, 9).
 */
export function QuickOrder() {
  const t = useTranslate(quickOrderMessages);
  const tc = useTranslate(cartMessages);
  const site = useSite();
  const core = useCore();
  const session = useStartedSession();
  const flag = useFlag('quick-order-rows');
  // Once the shopper is on the form, the rows' thumbnails' code may come (use-row-thumbnails.ts).
  const [focused, setFocused] = useState(false);
  const limits = useMemo(() => rowCount(flag), [flag]);
  const [state, dispatch] = useReducer(quickOrderReducer, limits, (l) =>
    initialState(l, readDraft()),
  );
  const keys = settledKeys(state.rows);
  const extras: RowExtras = {
    thumbnail: useRowThumbnailUrl(focused || keys !== ''),
    thirdPartyProgram: useFlag('third-party-program'),
  };
  // Element ids live in this widget's shadow root; letters and digits only, so `#id` selects them.
  const idPrefix = `qo${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  // A row that grows when its lookup answers must not swallow the press on "Add to cart".
  const addRef = useRef<HTMLButtonElement>(null);
  usePressThroughShift(addRef);

  useEffect(() => dispatch({ type: 'limits', limits }), [limits]);

  const signedIn = !session.loading && session.user !== null;
  const userId = session.loading ? undefined : session.user?.id;
  const [watched, onWatched] = useWatchedState();
  const cartUser = signedIn ? watched.cartUser : undefined;
  const shopper = shopperFor(signedIn, cartUser);
  const level = cartUser?.qualificationLevel;
  const lookups = useProductLookups(userId, watched.lookups);
  const action = useCartAction(performAdd, addFingerprint, {
    action: 'added',
    requested: (input) =>
      input.lines.map((line) => ({ productCode: line.code, quantity: line.quantity })),
    changed: (modifications, input) =>
      entriesOfModifications(
        modifications,
        input.lines.map((line) => line.code),
      ),
    // The alert the form shows for it.
    message: (error) => (refusalOf(error) ? t('addRefused') : t('addFailed')),
  });
  const adding = action.state.status === 'pending';
  const failure = action.state.status === 'failed' ? action.state.error : undefined;

  const validated = validate({
    rows: state.rows,
    lookups: lookups.read,
    maxProducts: limits.maxRows,
    shopper,
    level,
  });
  const refusal = refusalOf(failure);
  const { outcomes, rowId: refusedRowId } = withRefusal(
    validated,
    state.rows,
    state.sent,
    refusal,
    level,
  );
  const summary = tally(outcomes);

  // Row callbacks are stable, so typing in one row re-renders that row only.
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const rowsRef = useRef(state.rows);
  const lookupsRef = useRef(lookups);
  useLayoutEffect(() => {
    rowsRef.current = state.rows;
    lookupsRef.current = lookups;
  });
  const handlers = useMemo<RowHandlers>(() => {
    const schedule = (id: string, delay: number) => {
      clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          dispatch({ type: 'settle', id });
        }, delay),
      );
    };
    return {
      change: (id, field, value) => {
        dispatch({ type: 'edit', id, field, value });
        schedule(id, LOOKUP_DELAY_MS);
      },
      settle: (id) => {
        clearTimeout(timers.current.get(id));
        timers.current.delete(id);
        dispatch({ type: 'settle', id });
      },
      touch: () => dispatch({ type: 'touch' }),
      settleSoon: (id) => schedule(id, 0),
      pasteList: (id, items) => {
        clearTimeout(timers.current.get(id));
        dispatch({ type: 'paste', id, items });
      },
      retry: (id) => {
        const row = rowsRef.current.find((r) => r.id === id);
        if (row) lookupsRef.current.retry(normalizeEntry(row.settledEntry));
      },
    };
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const anyEditing = state.rows.some((row) => row.editing);
  useEffect(() => {
    if (anyEditing) return;
    // After the interaction has painted: storage is synchronous and may be slow.
    const timer = setTimeout(() => writeDraft(draftOf(state.rows)), 0);
    return () => clearTimeout(timer);
  }, [state.rows, anyEditing]);

  useEffect(() => {
    const focus = state.focus;
    if (!focus) return;
    const id = `${idPrefix}-${focus.rowId}-${focus.field}`;
    formRef.current?.querySelector<HTMLInputElement>(`#${id}`)?.focus();
  }, [state.focus, idPrefix]);
  useEffect(() => {
    if (refusedRowId) dispatch({ type: 'focus', focus: { rowId: refusedRowId, field: 'entry' } });
  }, [refusedRowId, failure]);

  const submit = async () => {
    if (adding) return;
    const start = performance.now();
    const results = validate({
      rows: state.rows,
      lookups: lookups.read,
      maxProducts: limits.maxRows,
      shopper,
      level,
    });
    const check = tally(results);
    measureSince(start);
    if (check.pending > 0) {
      // Lookups still running: settle every row and go on when they have all answered.
      dispatch({ type: 'queueSubmit' });
      return;
    }
    const firstError = results.find((r) => r.status === 'error');
    if (firstError?.status === 'error') {
      dispatch({
        type: 'invalid',
        count: check.errors,
        focus: { rowId: firstError.id, field: firstError.field },
      });
      return;
    }
    if (check.ok === 0) {
      dispatch({ type: 'empty', focusRowId: state.rows[0]?.id ?? '' });
      return;
    }
    const sent: SentRow[] = [];
    const lines: CartLine[] = [];
    for (const result of results) {
      if (result.status !== 'ok') continue;
      const row = state.rows[result.index] as RowState;
      sent.push({
        id: row.id,
        entry: row.entry,
        quantity: row.quantity,
        code: result.product.code,
      });
      lines.push({ code: result.product.code, quantity: result.quantity });
    }
    dispatch({ type: 'sending', sent });
    prefetchCartAnalytics();
    const modifications = await action.run({ owner: cartOwner(), lines });
    if (!modifications) return; // failed (the message comes from the action's state) or in flight
    void trackAdded(core, modifications, cartOwner());
    dispatch({ type: 'added', ...addedSummary(modifications, lines) });
  };
  const submitRef = useRef(submit);
  useLayoutEffect(() => {
    submitRef.current = submit;
  });
  // "Add to cart" pressed while lookups ran: go on once every row has its answer.
  const lookupsDone = summary.pending === 0;
  useEffect(() => {
    if (state.submitQueued && lookupsDone) void submitRef.current();
  }, [state.submitQueued, lookupsDone]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const views = state.rows.map((row, index) => {
    const outcome = outcomes[index] as RowOutcome;
    const revealed =
      state.revealAll ||
      row.id === refusedRowId ||
      (!row.editing && row.settledEntry === row.entry);
    return rowView(row, index + 1, outcome, revealed, t, tc, extras);
  });

  const status: StatusFeedback | null = adding ? null : state.status;
  const alert: AlertFeedback | null = state.alert;
  const failed = failure !== undefined && !adding;
  const dataState = adding ? 'adding' : state.submitQueued ? 'checking' : 'ready';

  return (
    <div className="quick-order" part="base" data-state={dataState}>
      <QuickOrderWatchers
        keys={keys}
        userId={userId}
        enabled={!session.loading}
        signedIn={signedIn}
        onChange={onWatched}
      />
      {/* The page may replace our instructions (`instructions` slot); the form is described by
          whichever shows, through the slot's flattened content. */}
      <div className="instructions" id={`${idPrefix}-instructions`}>
        <slot name="instructions">
          <p>{t('instructions', { max: limits.maxRows })}</p>
        </slot>
      </div>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        onFocus={() => setFocused(true)}
        aria-describedby={`${idPrefix}-instructions`}
      >
        <div className="table-scroll">
          <table className="rows" part="table">
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="col-number">
                  <span className="visually-hidden">{t('columnRow')}</span>
                </th>
                <th scope="col" className="col-entry">
                  {t('columnEntry')}
                </th>
                <th scope="col" className="col-quantity">
                  {t('columnQuantity')}
                </th>
                <th scope="col">{t('columnProduct')}</th>
              </tr>
            </thead>
            <tbody>
              {views.map((view) => (
                <QuickOrderRow
                  key={view.id}
                  view={view}
                  idPrefix={idPrefix}
                  handlers={handlers}
                  checkingText={t('checking')}
                  tryAgainText={t('tryAgain')}
                  updateLinkText={tc('qualification.updateLink')}
                  qualificationHref={storeRoutes(site).account.qualifications}
                />
              ))}
            </tbody>
          </table>
        </div>
        <div className="actions">
          <button
            type="button"
            className="button-secondary"
            part="add-row"
            aria-disabled={state.rows.length >= limits.maxRows || undefined}
            onClick={() => dispatch({ type: 'addRow' })}
          >
            {t('addRow')}
          </button>
          <button ref={addRef} type="submit" className="button-primary" part="trigger">
            {t('addToCart')}
          </button>
        </div>
        <div className="feedback-alert" role="alert">
          {alert ? (
            <p className="message message-error">{alertText(alert, t, tc)}</p>
          ) : failed ? (
            <p className="message message-error">
              {refusedRowId ? t('addRefused') : t('addFailed')}
            </p>
          ) : null}
        </div>
        {failed && !alert && !refusedRowId && (
          <button type="button" className="button-secondary retry" onClick={() => void submit()}>
            {t('tryAgain')}
          </button>
        )}
        <div className="feedback-status" role="status">
          {adding ? (
            <p className="message">{t('adding')}</p>
          ) : status ? (
            <StatusMessage status={status} t={t} tc={tc} />
          ) : null}
        </div>
      </form>
      {/* An integrator's page may hold only the quick order: the sign-in cart merge runs here too. */}
      <CartMergeHost />
    </div>
  );
}

function StatusMessage({ status, t, tc }: { status: StatusFeedback; t: OwnText; tc: CartText }) {
  if (status.kind !== 'added') return <p className="message">{statusText(status, t)}</p>;
  return (
    <div className="added">
      <p className="message message-success">{statusText(status, t)}</p>
      <ul className="added-list">
        {status.products.map((product) => (
          <li key={product.name}>
            {t('addedLine', { quantity: product.quantity, name: product.name })}
          </li>
        ))}
      </ul>
      {status.notices.length > 0 && (
        <ul className="added-notices">
          {status.notices.map((notice) => (
            <li key={notice.name}>
              {t('notice', { name: notice.name, message: say(notice.message, t, tc) })}
            </li>
          ))}
        </ul>
      )}
      <a className="view-cart" href="/cart">
        {t('viewCart')}
      </a>
    </div>
  );
}
