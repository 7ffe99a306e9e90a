import type { CartMessage } from '../../rules/cart/cart.messages';
import { canAddRow, type RowLimits } from '../../rules/cart/quick-order-rows';
import type { Params } from '../../core/i18n/messages';
import type { PastedItem } from './paste';
import type { QuickOrderMessageKey } from './quick-order.messages';

/**
 * The quick order form as one pure reducer: rows as typed, which entries have settled (only those
 * are looked up) and the form's messages. Validation is derived on render, not stored.
 */

/** Quantity a new row starts with. */
export const DEFAULT_QUANTITY = '1';

export interface RowState {
  id: string;
  /** Exactly as typed. */
  entry: string;
  /** A string, so "", "0" and "1.5" reach validation as typed. */
  quantity: string;
  /** The entry when the row last settled (pause, blur, paste, add): the one looked up. */
  settledEntry: string;
  /** Edited since it last settled: its messages wait until the shopper pauses. */
  editing: boolean;
}

/** A message from the cart rules' catalog, or one of the widget's own. */
export type FormMessage =
  | ({ source: 'cart' } & CartMessage)
  | { source: 'widget'; key: QuickOrderMessageKey; params?: Params };

export interface AddedProduct {
  name: string;
  quantity: number;
}

export interface AddedNotice {
  name: string;
  message: FormMessage;
}

/** Polite announcements (role="status"). */
export type StatusFeedback =
  | { kind: 'pasted'; count: number; first: number; last: number }
  | { kind: 'rowAdded'; row: number }
  | { kind: 'checking' }
  | { kind: 'added'; products: AddedProduct[]; notices: AddedNotice[] };

/** Assertive messages (role="alert"): something the shopper must act on. */
export type AlertFeedback =
  | { kind: 'tooMany'; max: number; refused: string[] }
  | { kind: 'invalid'; count: number }
  | { kind: 'empty' };

/** What a submitted row looked like, to tie a refusal by the platform back to the row. */
export interface SentRow {
  id: string;
  entry: string;
  quantity: string;
  code: string;
}

export interface FocusRequest {
  rowId: string;
  field: 'entry' | 'quantity';
  /** Changes on every request, so asking for the same field twice focuses it twice. */
  seq: number;
}

export interface QuickOrderState {
  rows: RowState[];
  limits: RowLimits;
  nextId: number;
  /** A field took the focus: late limits must not swap the rows under the cursor. */
  touched: boolean;
  /** After an add attempt every row shows its messages, not only the settled ones. */
  revealAll: boolean;
  /** "Add to cart" was pressed while lookups were still running: it goes on when they answer. */
  submitQueued: boolean;
  /** The rows of the latest add request. */
  sent: SentRow[];
  status: StatusFeedback | null;
  alert: AlertFeedback | null;
  focus: FocusRequest | null;
}

export type QuickOrderAction =
  | { type: 'edit'; id: string; field: 'entry' | 'quantity'; value: string }
  | { type: 'settle'; id: string }
  | { type: 'touch' }
  | { type: 'paste'; id: string; items: PastedItem[] }
  | { type: 'addRow' }
  | { type: 'limits'; limits: RowLimits }
  | { type: 'queueSubmit' }
  | { type: 'invalid'; count: number; focus: Omit<FocusRequest, 'seq'> }
  | { type: 'empty'; focusRowId: string }
  | { type: 'sending'; sent: SentRow[] }
  | { type: 'added'; products: AddedProduct[]; notices: AddedNotice[] }
  | { type: 'focus'; focus: Omit<FocusRequest, 'seq'> };

export interface DraftRow {
  entry: string;
  quantity: string;
}

function emptyRow(id: number): RowState {
  return { id: `r${id}`, entry: '', quantity: DEFAULT_QUANTITY, settledEntry: '', editing: false };
}

function hasContent(row: Pick<RowState, 'entry'>): boolean {
  return row.entry.trim() !== '';
}

/** The form when it opens: the flag's row count, or the shopper's saved draft, within the limit. */
export function initialState(limits: RowLimits, draft: readonly DraftRow[] = []): QuickOrderState {
  const kept = draft.filter(hasContent).slice(0, limits.maxRows);
  const count = Math.max(limits.initialRows, kept.length);
  const rows: RowState[] = [];
  for (let i = 0; i < count; i += 1) {
    const row = emptyRow(i + 1);
    const typed = kept[i];
    rows.push(
      typed
        ? { ...row, entry: typed.entry, quantity: typed.quantity, settledEntry: typed.entry }
        : row,
    );
  }
  return {
    rows,
    limits,
    nextId: count + 1,
    touched: false,
    revealAll: false,
    submitQueued: false,
    sent: [],
    status: null,
    alert: null,
    focus: null,
  };
}

function updateRow(
  state: QuickOrderState,
  id: string,
  change: (row: RowState) => RowState,
): QuickOrderState {
  let changed = false;
  const rows = state.rows.map((row) => {
    if (row.id !== id) return row;
    const next = change(row);
    if (next !== row) changed = true;
    return next;
  });
  return changed ? { ...state, rows } : state;
}

function settled(row: RowState): RowState {
  return row.editing || row.settledEntry !== row.entry
    ? { ...row, settledEntry: row.entry, editing: false }
    : row;
}

/** Every row settled; the same array when none changed (so nothing downstream re-runs). */
function settleAll(rows: RowState[]): RowState[] {
  const next = rows.map(settled);
  return next.every((row, i) => row === rows[i]) ? rows : next;
}

function focusOf(state: QuickOrderState, focus: Omit<FocusRequest, 'seq'>): FocusRequest {
  return { ...focus, seq: (state.focus?.seq ?? 0) + 1 };
}

/**
 * Spreads pasted entries over the row pasted into, the following empty rows, then new rows up to
 * the limit. Filled rows are never overwritten; what does not fit is refused and listed.
 */
function paste(state: QuickOrderState, id: string, items: readonly PastedItem[]): QuickOrderState {
  const start = state.rows.findIndex((row) => row.id === id);
  if (start < 0 || items.length === 0) return state;
  const rows = [...state.rows];
  let nextId = state.nextId;
  const placed: number[] = [];
  const refused: string[] = [];
  let index = start;
  for (const item of items) {
    while (index < rows.length && index !== start && hasContent(rows[index] as RowState)) {
      index += 1;
    }
    if (index >= rows.length) {
      if (!canAddRow(rows.length, state.limits)) {
        refused.push(item.entry);
        continue;
      }
      rows.push(emptyRow(nextId));
      nextId += 1;
    }
    const row = rows[index] as RowState;
    const quantity =
      item.quantity ?? (row.quantity.trim() === '' ? DEFAULT_QUANTITY : row.quantity);
    rows[index] = { ...row, entry: item.entry, quantity, settledEntry: item.entry, editing: false };
    placed.push(index + 1);
    index += 1;
  }
  const first = placed[0];
  const last = placed.at(-1);
  return {
    ...state,
    rows,
    nextId,
    status:
      first !== undefined && last !== undefined
        ? { kind: 'pasted', count: placed.length, first, last }
        : state.status,
    alert: refused.length > 0 ? { kind: 'tooMany', max: state.limits.maxRows, refused } : null,
  };
}

/**
 * New limits: an untouched form takes the new row count; a touched one keeps rows with an entry
 * and drops only empty ones. Kept rows keep their ids, so focus and caret stay.
 */
function withLimits(state: QuickOrderState, limits: RowLimits): QuickOrderState {
  const { limits: old } = state;
  if (old.initialRows === limits.initialRows && old.maxRows === limits.maxRows) return state;
  const untouched = !state.touched && !state.rows.some(hasContent);
  const rows = untouched ? state.rows.slice(0, limits.initialRows) : [...state.rows];
  let nextId = state.nextId;
  for (let i = rows.length - 1; i >= 0 && rows.length > limits.maxRows; i -= 1) {
    if (!hasContent(rows[i] as RowState)) rows.splice(i, 1);
  }
  while (rows.length < limits.initialRows) {
    rows.push(emptyRow(nextId));
    nextId += 1;
  }
  return { ...state, rows, nextId, limits };
}

export function quickOrderReducer(
  state: QuickOrderState,
  action: QuickOrderAction,
): QuickOrderState {
  switch (action.type) {
    case 'edit':
      return updateRow(state, action.id, (row) =>
        row[action.field] === action.value && row.editing
          ? row
          : { ...row, [action.field]: action.value, editing: true },
      );
    case 'settle':
      return updateRow(state, action.id, settled);
    case 'touch':
      return state.touched ? state : { ...state, touched: true };
    case 'paste':
      return paste(state, action.id, action.items);
    case 'addRow': {
      if (!canAddRow(state.rows.length, state.limits)) {
        return {
          ...state,
          status: null,
          alert: { kind: 'tooMany', max: state.limits.maxRows, refused: [] },
        };
      }
      const row = emptyRow(state.nextId);
      return {
        ...state,
        rows: [...state.rows, row],
        nextId: state.nextId + 1,
        status: { kind: 'rowAdded', row: state.rows.length + 1 },
        alert: null,
        focus: focusOf(state, { rowId: row.id, field: 'entry' }),
      };
    }
    case 'limits':
      return withLimits(state, action.limits);
    case 'queueSubmit':
      return {
        ...state,
        rows: settleAll(state.rows),
        revealAll: true,
        submitQueued: true,
        status: { kind: 'checking' },
        alert: null,
      };
    case 'invalid':
      return {
        ...state,
        rows: settleAll(state.rows),
        revealAll: true,
        submitQueued: false,
        status: null,
        alert: { kind: 'invalid', count: action.count },
        focus: focusOf(state, action.focus),
      };
    case 'empty':
      return {
        ...state,
        rows: settleAll(state.rows),
        submitQueued: false,
        status: null,
        alert: { kind: 'empty' },
        focus: focusOf(state, { rowId: action.focusRowId, field: 'entry' }),
      };
    case 'sending':
      return {
        ...state,
        rows: settleAll(state.rows),
        revealAll: true,
        submitQueued: false,
        sent: action.sent,
        status: null,
        alert: null,
      };
    case 'added': {
      // Fields stay editable during the add: a row changed meanwhile is not what was added, so it stays.
      const sent = new Map(state.sent.map((line) => [line.id, line]));
      const kept = state.rows.filter((row) => {
        const line = sent.get(row.id);
        if (line) return line.entry !== row.entry || line.quantity !== row.quantity;
        return hasContent(row);
      });
      let nextId = state.nextId;
      while (kept.length < state.limits.initialRows) {
        kept.push(emptyRow(nextId));
        nextId += 1;
      }
      return {
        ...state,
        rows: kept,
        nextId,
        revealAll: false,
        sent: [],
        status: { kind: 'added', products: action.products, notices: action.notices },
        alert: null,
      };
    }
    case 'focus':
      return { ...state, focus: focusOf(state, action.focus) };
  }
}

/** The rows worth keeping as a draft: those with an entry. */
export function draftOf(rows: readonly RowState[]): DraftRow[] {
  return rows.filter(hasContent).map(({ entry, quantity }) => ({ entry, quantity }));
}
