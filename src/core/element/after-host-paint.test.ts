import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterHostPaint, LONGEST_WAIT_MS } from './after-host-paint';

/** The page as the loader sees it: its paints so far, its frames' callbacks, its paint observers. */
let paints: { name: string }[];
let frames: FrameRequestCallback[];
let observers: { callback: () => void; types: string[]; disconnected: boolean }[];

function nextFrame(): void {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
}

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

/** Each step in a task of its own: its microtasks run before the next step. */
const inOwnTasks = (names: string[]) => names.flatMap((name) => [name, `${name}'s microtask`]);

beforeEach(() => {
  paints = [];
  frames = [];
  observers = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('performance', { getEntriesByType: () => paints });
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.stubGlobal('document', { visibilityState: 'visible' });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the loader's wait for the page's first paint", () => {
  it('starts at once on a page that has painted (our script came after its stylesheet)', async () => {
    paints = [{ name: 'first-contentful-paint' }];
    const { ran, steps, finished } = recordedSteps(['imports', 'hints', 'content']);
    afterHostPaint(steps);
    expect(ran).toEqual(['imports']);
    await finished;
    expect(ran).toEqual(inOwnTasks(['imports', 'hints', 'content']));
    expect(frames).toHaveLength(0);
    expect(observers).toHaveLength(0);
  });

  it('starts just after the next frame of a page that has not painted yet, once', async () => {
    const { ran, steps, finished } = recordedSteps(['imports', 'hints']);
    afterHostPaint(steps);
    vi.advanceTimersByTime(LONGEST_WAIT_MS - 1);
    expect(ran).toEqual([]);
    // The frame's callbacks run before its paint: the steps come a task later.
    nextFrame();
    expect(ran).toEqual([]);
    await finished;
    expect(ran).toEqual(inOwnTasks(['imports', 'hints']));
    expect(observers[0]?.disconnected).toBe(true);
    // The paint's report and the wait's limit then start nothing again.
    reportPaint();
    vi.advanceTimersByTime(1);
    await Promise.resolve();
    expect(ran).toHaveLength(4);
  });

  it("starts on the browser's report of the paint when no frame comes (a test's clock stopped them)", async () => {
    const { ran, steps, finished } = recordedSteps(['imports', 'hints']);
    afterHostPaint(steps);
    expect(observers.map((o) => o.types)).toEqual([['paint']]);
    reportPaint();
    expect(ran).toEqual(['imports']);
    await finished;
    expect(ran).toEqual(inOwnTasks(['imports', 'hints']));
  });

  it('stops waiting at its limit (a page with nothing of its own to paint, a slow stylesheet)', async () => {
    const { ran, steps, finished } = recordedSteps(['imports', 'hints']);
    afterHostPaint(steps);
    vi.advanceTimersByTime(LONGEST_WAIT_MS);
    await finished;
    expect(ran).toEqual(inOwnTasks(['imports', 'hints']));
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('waits for nothing in a hidden tab, which paints nothing', () => {
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    const { ran, steps } = recordedSteps(['imports']);
    afterHostPaint(steps);
    expect(ran).toEqual(['imports']);
    expect(frames).toHaveLength(0);
  });

  it("waits for a frame when a test's fake clock stands in a `performance` without entries", async () => {
    vi.stubGlobal('performance', {});
    const { ran, steps, finished } = recordedSteps(['imports']);
    afterHostPaint(steps);
    expect(ran).toEqual([]);
    nextFrame();
    await finished;
    expect(ran).toEqual(inOwnTasks(['imports']));
  });
});
