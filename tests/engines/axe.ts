import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { EnginePage } from './engine-page';
import { expect } from './fixtures';

/**
 * axe-core in Firefox and WebKit, as tests/e2e/axe.ts runs it in Chromium: its source evaluated in
 * the page once (indirect eval: the page's global scope), then `axe.run` on the page or on the
 * given elements (their shadow roots included).
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeResult {
  passes: unknown[];
  violations: { id: string; impact: string; nodes: { target: unknown }[] }[];
}

/**
 * The serious and critical violations, as `id: targets`. Checks that something was really
 * examined (an include that matched nothing would pass vacuously).
 */
export async function seriousViolations(page: EnginePage, include?: string[]): Promise<string[]> {
  if (!(await page.evaluate<boolean>(() => 'axe' in window)))
    await page.evaluate((source: string) => {
      (0, eval)(source);
    }, axeSource);
  const { passes, violations } = await page.evaluate<{ passes: number; violations: string[] }>(
    async (selectors: string[] | null) => {
      const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<AxeResult> } })
        .axe;
      const result = await axe.run(selectors ? { include: selectors.map((s) => [s]) } : document);
      return {
        passes: result.passes.length,
        violations: result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`),
      };
    },
    include ?? null,
  );
  expect(passes, 'axe rules that passed').toBeGreaterThan(5);
  return violations;
}

/** Below this window width a project is the phone one (playwright.engines.config.ts: 390). */
const PHONE_BELOW = 600;

/**
 * Issue 27's scans of the pages and dialogs the journeys show, once per engine to keep the run
 * short (a WebKit scan takes one to three seconds): a page at the phone width, where its layout
 * differs most from the desktop one the Chromium suite scans; a dialog at the desktop width (its
 * content does not change with the width, as dialogs.journey.ts has it), or a page whose point is
 * the desktop width (a narrow column of a desktop page). At the other width, nothing.
 */
export async function expectNoSeriousViolationsAt(
  page: EnginePage,
  width: 'phone' | 'desktop',
  include?: string[],
): Promise<void> {
  if ((width === 'phone') !== page.viewport.width < PHONE_BELOW) return;
  expect(await seriousViolations(page, include)).toEqual([]);
}
