import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterHostPaint, LONGEST_WAIT_MS } from '../../src/core/element/after-host-paint';

/** The page's paint observers, as the browser would call them once the page has painted. */
let observers: { callback: () => void; types: string[]; disconnected: boolean }[];

function reportPaint(): void {
  for (const observer of observers) if (!observer.disconnected) observer.callback();
}

class FakePerformanceObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: () => void) {
    this.entry = { callback, types: [], disconnected: false };
    observers.push(this.entry);
  }
  observe({ type }: { type: string }) {
    this.entry.types.push(type);
  }
  disconnect() {
    this.entry.disconnected = true;
  }
}

/** Steps that record what ran, each with a microtask of its own, and a promise for the last. */
function recordedSteps(names: string[]) {
  const ran: string[] = [];
  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const steps = names.map((name, index) => () => {
    ran.push(name);
    queueMicrotask(() => ran.push(`${name}'s microtask`));
    if (index === names.length - 1) finish();
  });
  return { ran, steps, finished };
}

beforeEach(() => {
  observers = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.stubGlobal('document', { visibilityState: 'visible' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the loader's wait for the page's first paint", () => {
  it('starts when the browser reports a paint (buffered: one before it asked counts), once', async () => {
    const { ran, steps, finished } = recordedSteps(['imports', 'hints', 'content']);
    afterHostPaint(steps);
    expect(observers.map((o) => o.types)).toEqual([['paint']]);
    vi.advanceTimersByTime(LONGEST_WAIT_MS - 1);
    expect(ran).toEqual([]);
    reportPaint();
    reportPaint();
    await finished;
    // Each step in a task of its own: its microtasks run before the next step.
    expect(ran).toEqual([
      'imports',
      "imports's microtask",
      'hints',
      "hints's microtask",
      'content',
      "content's microtask",
    ]);
    expect(observers[0]?.disconnected).toBe(true);
    // The wait's limit then starts nothing again.
    vi.advanceTimersByTime(LONGEST_WAIT_MS);
    await Promise.resolve();
    expect(ran).toHaveLength(6);
  });

  it('stops waiting at its limit (a page with nothing of its own to paint, a slow stylesheet)', async () => {
    const { ran, steps, finished } = recordedSteps(['imports']);
    afterHostPaint(steps);
    vi.advanceTimersByTime(LONGEST_WAIT_MS);
    await finished;
    expect(ran).toEqual(['imports', "imports's microtask"]);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('waits for nothing in a hidden tab, which paints nothing', async () => {
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    const { ran, steps, finished } = recordedSteps(['imports']);
    afterHostPaint(steps);
    await finished;
    expect(ran).toEqual(['imports', "imports's microtask"]);
    expect(observers).toHaveLength(0);
  });

  it('needs no timer when the paint is reported (a page whose clock a test has stopped)', async () => {
    const { ran, steps, finished } = recordedSteps(['imports', 'hints']);
    afterHostPaint(steps);
    reportPaint();
    await finished;
    expect(ran).toEqual(['imports', "imports's microtask", 'hints', "hints's microtask"]);
  });
});
