import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterHostPaint, LONGEST_WAIT_MS } from '../../src/core/element/after-host-paint';

/** The page as the loader sees it: painted yet or not, shown or hidden, its frames' callbacks. */
let paints: { name: string }[];
let frames: FrameRequestCallback[];

function nextFrame(): void {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  paints = [];
  frames = [];
  vi.stubGlobal('performance', { getEntriesByType: () => paints });
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
  it("runs the work in the task after the page's next frame, once", () => {
    const work = vi.fn();
    afterHostPaint([work]);
    vi.advanceTimersByTime(10);
    expect(work).not.toHaveBeenCalled();
    // The frame's callbacks run before its paint: the work is one task later.
    nextFrame();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LONGEST_WAIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a paint held longer than the cap (a slow stylesheet of the page)', () => {
    const work = vi.fn();
    afterHostPaint([work]);
    vi.advanceTimersByTime(LONGEST_WAIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(work).toHaveBeenCalledTimes(1);
    nextFrame();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits for no frame on a page that has painted (a loader added late)', () => {
    paints = [{ name: 'first-contentful-paint' }];
    const work = vi.fn();
    afterHostPaint([work]);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
  });

  it('waits for no frame in a hidden tab, which paints nothing', () => {
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    const work = vi.fn();
    afterHostPaint([work]);
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
  });
});

describe('steps in tasks of their own', () => {
  it('runs each step a task after the one before, in order', async () => {
    // Real timers: a task ends with its microtasks, which run before the next task.
    vi.useRealTimers();
    paints = [{ name: 'first-contentful-paint' }];
    const ran: string[] = [];
    const step = (name: string) => () => {
      ran.push(name);
      queueMicrotask(() => ran.push(`${name}'s microtask`));
    };
    const done = new Promise<void>((resolve) => {
      afterHostPaint([step('imports'), step('hints'), step('content'), resolve]);
    });
    expect(ran).toEqual([]);
    await done;
    expect(ran).toEqual([
      'imports',
      "imports's microtask",
      'hints',
      "hints's microtask",
      'content',
      "content's microtask",
    ]);
  });
});
