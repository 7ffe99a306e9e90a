// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { WidgetErrorBoundary } from './widget-error-boundary';

function Broken(): never {
  throw new Error('render exploded');
}

describe('WidgetErrorBoundary', () => {
  it('shows the fallback, logs once with our prefix and tells the page which widget failed', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('store-test');
    document.body.append(element);
    const events: unknown[] = [];
    document.addEventListener('store-widget-failed', (event) => events.push(event.detail));
    const root = createRoot(element);
    await act(async () => {
      root.render(
        <WidgetErrorBoundary tag="store-test" element={element} fallback={<p>fallback shown</p>}>
          <Broken />
        </WidgetErrorBoundary>,
      );
    });
    expect(element.textContent).toBe('fallback shown');
    expect(events).toEqual([{ tag: 'store-test', message: 'render exploded', reason: 'render' }]);
    expect(
      error.mock.calls.some(
        (call) => call[0] === '[store-widgets]' && String(call[1]).includes('<store-test> failed'),
      ),
    ).toBe(true);
    root.unmount();
  });
});
