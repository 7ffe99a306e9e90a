// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFrameReadiness } from './use-frame-readiness';
import { FRAME_READY_GRACE_MS, FRAME_READY_TIMEOUT_MS } from './frame-watch';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a provider frame that may never become ready', () => {
  it('a page that says ready after its load stays as it is', () => {
    const { result } = renderHook(() => useFrameReadiness());
    act(() => result.current.onLoad());
    act(() => result.current.onReady());
    act(() => void vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS * 2));
    expect(result.current.attempt).toBe(0);
    expect(result.current.failed).toBe(false);
  });

  it('a page silent after its load is reloaded once, then a second silent one has failed', () => {
    const { result } = renderHook(() => useFrameReadiness());
    act(() => result.current.onLoad());
    act(() => void vi.advanceTimersByTime(FRAME_READY_GRACE_MS - 1));
    expect(result.current.attempt).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.attempt).toBe(1);
    expect(result.current.failed).toBe(false);

    act(() => result.current.onLoad());
    act(() => void vi.advanceTimersByTime(FRAME_READY_GRACE_MS));
    expect(result.current.attempt).toBe(1);
    expect(result.current.failed).toBe(true);
  });

  it('a load that never ends counts as not ready after the timeout', () => {
    const { result } = renderHook(() => useFrameReadiness());
    act(() => void vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS));
    expect(result.current.attempt).toBe(1);
  });

  it('Try again: a fresh frame, with its own reload', () => {
    const { result } = renderHook(() => useFrameReadiness());
    act(() => void vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS));
    act(() => void vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS));
    expect(result.current.failed).toBe(true);
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ attempt: 2, failed: false });
    act(() => result.current.onLoad());
    act(() => void vi.advanceTimersByTime(FRAME_READY_GRACE_MS));
    expect(result.current).toMatchObject({ attempt: 3, failed: false });
    act(() => result.current.onReady());
    act(() => void vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS));
    expect(result.current).toMatchObject({ attempt: 3, failed: false });
  });
});
