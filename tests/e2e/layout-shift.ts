import { expect, type Page } from '@playwright/test';

/**
 * Cumulative layout shift of a page load, read in the page by a PerformanceObserver installed
 * before any of the page's scripts run. Shifts right after input do not count (as in CLS).
 * Each shift keeps its sources, so a failing assertion says what moved.
 */
export async function observeLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__shifts.push({
          value: entry.value,
          sources: entry.sources.map((s) => s.node?.nodeName ?? '?'),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function layoutShifts(page: Page) {
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
  );
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

/** The page's shifts once its network is idle: under 0.01, the suite's line for a still page. */
export async function expectNoShift(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const { total, shifts } = await layoutShifts(page);
  expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
}
