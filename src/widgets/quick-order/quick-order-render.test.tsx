// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { memo, type ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCore } from '../../core/core';
import { QuickOrder } from './quick-order';
import type * as RowModule from './quick-order-row';
import { mountWidget } from '../../testing/mount-widget';

// The session check is not under test: the tests set the session themselves.
vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));

/** Which rows rendered, by row number, since the last reset. */
const rendered = vi.hoisted(() => [] as number[]);

// The real row, with a counter in front of it (same props comparison, same output).
vi.mock('./quick-order-row', async (importOriginal) => {
  const original = await importOriginal<typeof RowModule>();
  const row = original.QuickOrderRow as unknown as {
    type: (props: ComponentProps<typeof original.QuickOrderRow>) => React.ReactNode;
    compare: (
      a: ComponentProps<typeof original.QuickOrderRow>,
      b: ComponentProps<typeof original.QuickOrderRow>,
    ) => boolean;
  };
  return {
    ...original,
    QuickOrderRow: memo((props: ComponentProps<typeof original.QuickOrderRow>) => {
      rendered.push(props.view.number);
      return row.type(props);
    }, row.compare),
  };
});

const CODES = [
  '0158241918',
  '0158241926',
  '0158241934',
  'A103000271129',
  '0158242124',
  '0158242132',
  '0158256419',
  '0158256427',
  '0158263105',
  '0158263113',
  '0158271469',
  'A103000280314',
  '0158979817',
  '0158979841',
  '0158979868',
  '0158980378',
  '0158983423',
  '0158983431',
  '0158983458',
  '0158984411',
  '0158036653',
  '0158036661',
  '0158036688',
  '0158109732',
  '0158109740',
];

const globals = globalThis as Record<string, unknown>;

beforeEach(() => {
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: 'www.assessments.com',
    apiBase: 'http://localhost',
    mockFlags: true,
  };
  sessionStorage.clear();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  getCore().store.session.loading = false;
});

afterEach(() => {
  cleanup();
  delete globals.storeWidgetsConfig;
  sessionStorage.clear();
});

describe('<store-quick-order> rendering', () => {
  it('re-renders only the row typed in, in a 25-row form', async () => {
    mountWidget(<QuickOrder />);
    const entry = (row: number) =>
      screen.getByLabelText(`ISBN or product code, row ${row}`) as HTMLInputElement;
    fireEvent.paste(entry(1), { clipboardData: { getData: () => CODES.join('\n') } });
    await waitFor(
      () => expect(document.querySelectorAll('tbody tr[data-state="ok"]')).toHaveLength(25),
      { timeout: 5000 },
    );

    rendered.length = 0;
    fireEvent.change(entry(13), { target: { value: '0158979817X' } });
    fireEvent.change(entry(13), { target: { value: '0158979817XY' } });
    fireEvent.change(entry(7), { target: { value: '2' } });
    expect(rendered).toEqual([13, 13, 7]);
  });
});
