// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSharedInstances } from '../../core/platform/shared-instance';
import { useSiteNotice } from './use-site-notice';

const globals = globalThis as Record<string, unknown>;
const NOTICE =
  'Customer support is closed on July 3-4 and resumes Wednesday, July 5 at 7:00 AM CT.';

describe('the support notice (spec section 1) within its window', () => {
  beforeEach(() => resetSharedInstances());
  afterEach(() => {
    delete globals.storeWidgetsConfig;
  });

  const noticeAt = (time: string) => renderHook(() => useSiteNotice(new Date(time))).result.current;

  it('shows until support reopens, Wednesday July 5 at 7:00 AM CT, then never', () => {
    globals.storeWidgetsConfig = { platformKey: 'k', host: 'shop.example.com' };
    expect(noticeAt('2026-11-25T10:00:00Z')).toBe(NOTICE);
    expect(noticeAt('2028-07-05T11:59:59Z')).toBe(NOTICE);
    expect(noticeAt('2028-07-05T12:00:00Z')).toBeNull();
    expect(noticeAt('2029-01-01T00:00:00Z')).toBeNull();
  });

  it('a configured window: not before `from`, not from `until` on', () => {
    globals.storeWidgetsConfig = {
      platformKey: 'k',
      host: 'shop.example.com',
      supportNotice: { from: '2027-06-20T00:00:00-05:00', until: '2027-07-06T07:00:00-05:00' },
    };
    expect(noticeAt('2027-06-19T12:00:00Z')).toBeNull();
    expect(noticeAt('2027-06-20T05:00:00Z')).toBe(NOTICE);
    expect(noticeAt('2027-07-06T11:59:00Z')).toBe(NOTICE);
    expect(noticeAt('2027-07-06T12:00:00Z')).toBeNull();
  });
});
