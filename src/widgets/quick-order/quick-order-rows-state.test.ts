import { describe, expect, it } from 'vitest';
import { rowCount } from '../../rules/cart/quick-order-rows';
import { isListPaste, splitPaste } from './paste';
import {
  draftOf,
  initialState,
  quickOrderReducer,
  type QuickOrderAction,
  type QuickOrderState,
} from './quick-order-state';

const MOCK_LIMITS = rowCount({ min: 3, max: 25 });

function run(state: QuickOrderState, ...actions: QuickOrderAction[]): QuickOrderState {
  return actions.reduce(quickOrderReducer, state);
}

const entries = (state: QuickOrderState) => state.rows.map((row) => row.entry);
const codes = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => `CODE${String(from + i).padStart(3, '0')}`);

describe('splitPaste', () => {
  it('splits lines (any line ending), tabs, commas and semicolons', () => {
    expect(splitPaste('0158241926\r\n0158241934\n0158242124\r0158256419')).toEqual([
      { entry: '0158241926' },
      { entry: '0158241934' },
      { entry: '0158242124' },
      { entry: '0158256419' },
    ]);
    expect(splitPaste('0158241926;0158241934; 0158242124')).toEqual([
      { entry: '0158241926' },
      { entry: '0158241934' },
      { entry: '0158242124' },
    ]);
    expect(splitPaste('0158241926,0158241934')).toEqual([
      { entry: '0158241926' },
      { entry: '0158241934' },
    ]);
  });

  it('reads a small number after a tab or a comma as the quantity (spreadsheet columns)', () => {
    expect(splitPaste('0158241926\t3\n978-0-15-824192-0\t12\r\nA103000290018, 40\n')).toEqual([
      { entry: '0158241926', quantity: '3' },
      { entry: '978-0-15-824192-0', quantity: '12' },
      { entry: 'A103000290018', quantity: '40' },
    ]);
    // An empty cell between code and quantity, and a trailing empty cell.
    expect(splitPaste('0158241926\t\t2\n0158241934\t\n')).toEqual([
      { entry: '0158241926', quantity: '2' },
      { entry: '0158241934' },
    ]);
  });

  it('keeps spaces and hyphens inside an entry and a number after a semicolon as an entry', () => {
    expect(splitPaste('978 0 15 824192 0\n978-0-15-824193-7')).toEqual([
      { entry: '978 0 15 824192 0' },
      { entry: '978-0-15-824193-7' },
    ]);
    expect(splitPaste('0158241926;3')).toEqual([{ entry: '0158241926' }, { entry: '3' }]);
  });

  it('ignores blank lines and empty text', () => {
    expect(splitPaste('\n\n  \n0158241926\n\n')).toEqual([{ entry: '0158241926' }]);
    expect(splitPaste('')).toEqual([]);
  });

  it('tells a list from a single code', () => {
    expect(isListPaste('978-0-15-824192-0')).toBe(false);
    expect(isListPaste('0158241926\n')).toBe(true);
    expect(isListPaste('a\tb')).toBe(true);
  });
});

describe('rows', () => {
  it('opens with the flag’s rows (mock: 3) and adds rows up to 25, then refuses', () => {
    let state = initialState(MOCK_LIMITS);
    expect(state.rows).toHaveLength(3);
    for (let i = 0; i < 30; i += 1) state = run(state, { type: 'addRow' });
    expect(state.rows).toHaveLength(25);
    expect(state.alert).toEqual({ kind: 'tooMany', max: 25, refused: [] });
    expect(new Set(state.rows.map((row) => row.id)).size).toBe(25);
  });

  it('never exceeds 25 rows whatever the flag says', () => {
    expect(initialState(rowCount({ min: 40, max: 90 })).rows).toHaveLength(25);
    expect(rowCount(null)).toEqual({ initialRows: 5, maxRows: 25 });
  });

  it('spreads a pasted list over the row and the following empty rows, adding rows as needed', () => {
    let state = initialState(MOCK_LIMITS);
    const [first, second] = state.rows;
    state = run(state, { type: 'edit', id: second!.id, field: 'entry', value: 'TYPED' });
    state = run(state, {
      type: 'paste',
      id: first!.id,
      items: [{ entry: 'A', quantity: '2' }, { entry: 'B' }, { entry: 'C' }],
    });
    // Row 2 was typed by the shopper: it is kept, and the list continues below it.
    expect(entries(state)).toEqual(['A', 'TYPED', 'B', 'C']);
    expect(state.rows.map((row) => row.quantity)).toEqual(['2', '1', '1', '1']);
    expect(
      state.rows.filter((r) => r.entry !== 'TYPED').every((r) => r.settledEntry === r.entry),
    ).toBe(true);
    expect(state.status).toEqual({ kind: 'pasted', count: 3, first: 1, last: 4 });
    expect(state.alert).toBeNull();
  });

  it('refuses the 26th product of a paste and lists what was not pasted', () => {
    const state = run(initialState(MOCK_LIMITS), {
      type: 'paste',
      id: 'r1',
      items: codes(27).map((entry) => ({ entry })),
    });
    expect(state.rows).toHaveLength(25);
    expect(entries(state)).toEqual(codes(25));
    expect(state.alert).toEqual({ kind: 'tooMany', max: 25, refused: ['CODE026', 'CODE027'] });
  });

  it('keeps typed rows when the rows flag changes, and reshapes an untouched form', () => {
    const untouched = run(initialState(MOCK_LIMITS), {
      type: 'limits',
      limits: rowCount({ min: 5, max: 10 }),
    });
    expect(untouched.rows).toHaveLength(5);

    let typed = run(initialState(MOCK_LIMITS), {
      type: 'paste',
      id: 'r1',
      items: codes(12).map((entry) => ({ entry })),
    });
    typed = run(typed, { type: 'addRow' }, { type: 'addRow' });
    expect(typed.rows).toHaveLength(14);
    typed = run(typed, { type: 'limits', limits: rowCount({ min: 3, max: 10 }) });
    // Only empty rows go; the 12 typed rows stay (validation marks those beyond 10).
    expect(entries(typed)).toEqual(codes(12));
  });

  it('keeps the rows (and their ids) of a form the shopper is in when the rows flag arrives', () => {
    const fresh = initialState(rowCount(null));
    const ids = fresh.rows.map((row) => row.id);
    // Not yet in the form: it takes the flag's count, keeping the ids of the rows that stay.
    const reshaped = run(fresh, { type: 'limits', limits: rowCount({ min: 3, max: 25 }) });
    expect(reshaped.rows.map((row) => row.id)).toEqual(ids.slice(0, 3));
    // In row 1 with nothing typed yet: the five rows stay, only those above the maximum go.
    const touched = run(fresh, { type: 'touch' });
    expect(run(touched, { type: 'limits', limits: rowCount({ min: 3, max: 25 }) }).rows).toEqual(
      fresh.rows,
    );
    const capped = run(touched, { type: 'limits', limits: rowCount({ min: 3, max: 4 }) });
    expect(capped.rows.map((row) => row.id)).toEqual(ids.slice(0, 4));
    // A second focus changes nothing (no re-render).
    expect(run(touched, { type: 'touch' })).toBe(touched);
  });

  it('clears the rows added, keeping a row the shopper changed while the add ran', () => {
    let state = run(initialState(MOCK_LIMITS), {
      type: 'paste',
      id: 'r1',
      items: [{ entry: 'A' }, { entry: 'B' }, { entry: 'C' }, { entry: 'D' }],
    });
    state = run(state, {
      type: 'sending',
      sent: state.rows.map((row) => ({ ...row, code: row.entry })),
    });
    state = run(state, { type: 'edit', id: state.rows[1]!.id, field: 'quantity', value: '5' });
    state = run(state, { type: 'added', products: [], notices: [] });
    expect(entries(state)).toEqual(['B', '', '']);
    expect(state.rows[0]!.quantity).toBe('5');
    expect(state.revealAll).toBe(false);
  });

  it('starts from a draft and keeps only rows with an entry', () => {
    const state = initialState(MOCK_LIMITS, [
      { entry: 'A', quantity: '4' },
      { entry: ' ', quantity: '1' },
      { entry: 'B', quantity: '' },
    ]);
    expect(entries(state)).toEqual(['A', 'B', '']);
    expect(draftOf(state.rows)).toEqual([
      { entry: 'A', quantity: '4' },
      { entry: 'B', quantity: '' },
    ]);
  });

  it('settles a row only when asked, so an edit is looked up once the shopper pauses', () => {
    let state = initialState(MOCK_LIMITS);
    state = run(state, { type: 'edit', id: 'r1', field: 'entry', value: '01582' });
    expect(state.rows[0]).toMatchObject({ entry: '01582', settledEntry: '', editing: true });
    state = run(state, { type: 'edit', id: 'r1', field: 'entry', value: '0158241926' });
    const before = state;
    state = run(state, { type: 'settle', id: 'r1' });
    expect(state.rows[0]).toMatchObject({ settledEntry: '0158241926', editing: false });
    // Settling a settled row changes nothing (no re-render).
    expect(run(state, { type: 'settle', id: 'r1' })).toBe(state);
    expect(before).not.toBe(state);
  });
});
