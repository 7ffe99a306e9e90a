// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_ANSWER_WAIT_MS, useCaptchaToken } from './use-captcha-token';

afterEach(() => {
  vi.useRealTimers();
});

describe('the challenge token for Place order', () => {
  it('is none before the box is ticked, and the solved token once it is', async () => {
    const { result } = renderHook(() => useCaptchaToken());
    await expect(result.current.token()).resolves.toBeUndefined();
    act(() => {
      result.current.onChecking();
      result.current.onSolved('captcha_1');
    });
    await expect(result.current.token()).resolves.toBe('captcha_1');
  });

  it('a Place order pressed while the provider checks the tick waits for its answer', async () => {
    const { result } = renderHook(() => useCaptchaToken());
    act(() => result.current.onChecking());
    const asked = result.current.token();
    act(() => result.current.onSolved('captcha_2'));
    await expect(asked).resolves.toBe('captcha_2');
  });

  it('a failed or expired check gives no token, and so does a provider that never answers', async () => {
    const { result } = renderHook(() => useCaptchaToken());
    act(() => result.current.onChecking());
    const failed = result.current.token();
    act(() => result.current.onLost());
    await expect(failed).resolves.toBeUndefined();

    vi.useFakeTimers();
    act(() => result.current.onChecking());
    const silent = result.current.token();
    await vi.advanceTimersByTimeAsync(CAPTCHA_ANSWER_WAIT_MS);
    await expect(silent).resolves.toBeUndefined();
  });

  it('an attempt spends the token and shows a fresh challenge', async () => {
    const { result } = renderHook(() => useCaptchaToken());
    act(() => result.current.onSolved('captcha_3'));
    act(() => result.current.spend());
    expect(result.current.round).toBe(1);
    await expect(result.current.token()).resolves.toBeUndefined();
  });
});
