import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeResult {
  passes: unknown[];
  violations: { id: string; impact: string; nodes: { target: unknown }[] }[];
}

/**
 * axe on the page, or only on the given elements (their shadow roots included): the serious and
 * critical violations, as `id: targets`. Checks that something was really examined (an include
 * that matched nothing would pass vacuously).
 */
export async function seriousViolations(page: Page, include?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  const { violations, passes } = await page.evaluate(async (selectors) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown) => Promise<AxeResult> };
      }
    ).axe;
    const result = await axe.run(selectors ? { include: selectors.map((s) => [s]) } : document);
    return {
      passes: result.passes.length,
      violations: result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`),
    };
  }, include);
  expect(passes).toBeGreaterThan(5);
  return violations;
}
