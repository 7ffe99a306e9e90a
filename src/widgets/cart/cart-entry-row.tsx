import { useCallback, useEffect, useEffectEvent, useId, useState, type KeyboardEvent } from 'react';
import type { CartRef } from '../../api/cart/cart-owner';
import type { Cart, CartEntry, CartModification } from '../../api/cart/cart.schema';
import { removeEntry, updateEntry } from '../../api/cart/cart-mutations';
import type { CartMessage } from '../../rules/cart/cart.messages';
import { trackRemoved } from '../../ui/cart/lazy-cart-analytics';
import { CartEntryAmounts, CartEntrySummary } from '../../ui/cart/cart-entry-summary';
import { useCartAction } from '../../ui/cart/use-cart-action';
import { lazyPart, PartBoundary } from '../../ui/lazy/lazy-part';
import {
  parsedQuantity,
  quantityProblem,
  rulesMessage,
  stockMessage,
  updateFailure,
  type PageMessage,
} from './cart-page-rules';

// A training line's details and their dialog: loaded for a cart that has one, never for the others.
const TrainingEntryDetails = lazyPart(
  () => import('./training-entry-details'),
  (m) => m.TrainingEntryDetails,
);

/** Long enough that "12" is not sent as "1" then "12", short enough that the total follows. */
export const QUANTITY_SETTLE_MS = 800;

interface UpdateInput {
  entryNumber: number;
  quantity: number;
  /** What the cart held when it was sent: the page hears the difference. */
  before: number;
}

const updateFingerprint = (input: UpdateInput) => `${input.entryNumber}:${input.quantity}`;
const removeFingerprint = (entry: CartEntry) => `${entry.entryNumber}:${entry.product.code}`;

interface EntryRowProps {
  entry: CartEntry;
  cart: Cart;
  cartRef: CartRef;
  say: (message: PageMessage) => string;
  announce: (text: string) => void;
  /** A typed quantity is invalid, unsaved or failed. */
  onPendingChange: (code: string, pending: boolean) => void;
  onRemoved: () => void;
}

/** One cart entry; its quantity is sent on Enter, blur or a pause in typing. */
export function CartEntryRow({
  entry,
  cart,
  cartRef,
  say,
  announce,
  onPendingChange,
  onRemoved,
}: EntryRowProps) {
  const ids = useId();
  const { product } = entry;
  /** Null shows the cart's quantity. */
  const [draft, setDraft] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<CartMessage | null>(null);
  /** The platform's answer for the draft; the draft goes once the cart shows it. */
  const [savedAs, setSavedAs] = useState<number | null>(null);
  const [lastSent, setLastSent] = useState<UpdateInput | null>(null);
  const [removed, setRemoved] = useState(false);

  const performUpdate = useCallback(
    (input: UpdateInput, requestId: string): Promise<CartModification> =>
      updateEntry(cartRef, input.entryNumber, input.quantity, requestId),
    [cartRef],
  );
  const performRemove = useCallback(
    async (target: CartEntry, requestId: string): Promise<true> => {
      await removeEntry(cartRef, target.entryNumber, requestId, target.product.code);
      return true;
    },
    [cartRef],
  );
  const update = useCartAction(performUpdate, updateFingerprint, {
    action: 'updated',
    requested: (input) => [{ productCode: product.code, quantity: input.quantity - input.before }],
    changed: (result, input) => [
      { productCode: product.code, quantityAdded: result.quantity - input.before },
    ],
    message: (error) => say(updateFailure(error, product).message),
  });
  const remove = useCartAction(performRemove, removeFingerprint, {
    action: 'removed',
    requested: (target) => [{ productCode: target.product.code, quantity: -target.quantity }],
    changed: (_done, target) => [
      { productCode: target.product.code, quantityAdded: -target.quantity },
    ],
    message: () => say({ catalog: 'page', key: 'removeFailed' }),
  });

  // The cart holds what was saved: drop the draft while rendering, so no stale frame shows.
  if (savedAs !== null && entry.quantity === savedAs && draft !== null && !dirty) {
    setDraft(null);
    setSavedAs(null);
  }

  const send = async (input: UpdateInput) => {
    setLastSent(input);
    setSavedAs(null);
    const result = await update.run(input);
    if (result) {
      setSavedAs(result.quantity);
      announce(
        say({
          catalog: 'page',
          key: 'updated',
          params: { name: product.name, quantity: result.quantity },
        }),
      );
    }
  };

  const settle = () => {
    if (draft === null || update.state.status === 'pending') return;
    setDirty(false);
    const found = quantityProblem(draft, product);
    setProblem(found ?? null);
    if (found) return;
    const quantity = parsedQuantity(draft);
    if (quantity === entry.quantity) {
      // What the cart holds already: nothing to send.
      if (update.state.status === 'failed') update.reset();
      setDraft(null);
      return;
    }
    void send({ entryNumber: entry.entryNumber, quantity, before: entry.quantity });
  };

  // While a change is in flight the next one waits for it.
  const settleAfterPause = useEffectEvent(settle);
  const updatePending = update.state.status === 'pending';
  useEffect(() => {
    if (!dirty || updatePending) return;
    const timer = setTimeout(settleAfterPause, QUANTITY_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [dirty, draft, updatePending]);

  const failure =
    update.state.status === 'failed' ? updateFailure(update.state.error, product) : undefined;
  const pendingQuantity =
    draft !== null &&
    (dirty || problem !== null || updatePending || failure !== undefined || savedAs === null);
  useEffect(() => {
    onPendingChange(product.code, pendingQuantity);
  }, [onPendingChange, product.code, pendingQuantity]);
  useEffect(() => () => onPendingChange(product.code, false), [onPendingChange, product.code]);

  const removeNow = async () => {
    const done = await remove.run(entry);
    if (done) {
      setRemoved(true);
      trackRemoved(entry, cart);
      announce(say({ catalog: 'page', key: 'removed', params: { name: product.name } }));
      onRemoved();
    }
  };

  if (removed) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      settle();
    }
  };

  const stock = cart.stockNotices.find((notice) => notice.productCode === product.code);
  const quantityId = `${ids}-quantity`;
  const errorId = `${ids}-quantity-error`;
  const hintId = `${ids}-quantity-hint`;
  const quantityError = problem
    ? say(rulesMessage(problem))
    : failure
      ? say(failure.message)
      : undefined;
  const removeFailure = remove.state.status === 'failed';

  return (
    <li className="entry" part="item" data-product-code={product.code}>
      <CartEntrySummary entry={entry} user={cart.user} headingLevel="h3" />
      {entry.product.training && (
        <PartBoundary>
          <TrainingEntryDetails entry={entry} cartRef={cartRef} announce={announce} />
        </PartBoundary>
      )}
      <div className="entry-controls">
        <div className="quantity-field">
          <label htmlFor={quantityId}>
            {say({ catalog: 'page', key: 'quantity' })}
            <span className="visually-hidden">, {product.name}</span>
          </label>
          <input
            id={quantityId}
            className="quantity-input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            size={4}
            value={draft ?? String(entry.quantity)}
            aria-invalid={quantityError !== undefined}
            aria-describedby={quantityError ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => {
              setDraft(event.target.value);
              setDirty(true);
            }}
            onBlur={settle}
            onKeyDown={onKeyDown}
          />
          <span id={hintId} className="visually-hidden">
            {say({ catalog: 'page', key: 'quantityHint' })}
          </span>
          {updatePending && (
            <span className="quantity-saving">{say({ catalog: 'page', key: 'updating' })}</span>
          )}
        </div>
        <CartEntryAmounts entry={entry} />
        <button
          type="button"
          className="button-link remove"
          aria-label={say({ catalog: 'page', key: 'removeLabel', params: { name: product.name } })}
          disabled={remove.state.status === 'pending'}
          onClick={() => void removeNow()}
        >
          {remove.state.status === 'pending'
            ? say({ catalog: 'page', key: 'removing' })
            : say({ catalog: 'page', key: 'remove' })}
        </button>
      </div>
      {quantityError !== undefined && (
        <div className="entry-error" role="alert">
          <p id={errorId}>{quantityError}</p>
          {failure?.retry && !problem && lastSent && (
            <button type="button" className="button-secondary" onClick={() => void send(lastSent)}>
              {say({ catalog: 'page', key: 'tryAgain' })}
            </button>
          )}
        </div>
      )}
      {removeFailure && (
        <div className="entry-error" role="alert">
          <p>{say({ catalog: 'page', key: 'removeFailed' })}</p>
          <button type="button" className="button-secondary" onClick={() => void removeNow()}>
            {say({ catalog: 'page', key: 'tryAgain' })}
          </button>
        </div>
      )}
      {stock && <p className="entry-stock">{say(rulesMessage(stockMessage(stock)))}</p>}
    </li>
  );
}
