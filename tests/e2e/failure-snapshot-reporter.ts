import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { FOCUSED_ATTACHMENT, PAGE_ATTACHMENT } from './failure-context';

/**
 * Prints, after the run, what the page showed when each failed test failed: the dialogs, alerts
 * and status lines of the page's accessibility tree, and the focused element. Both come from the
 * `page` fixture (failure-context.ts); a test that failed on pages of its own (other contexts) has
 * only Playwright's error context, whose snapshot is used instead. CI keeps only the tail of the
 * output, and the snapshot files stay on its machine; without these lines a failure that happens
 * only there cannot be told from another.
 */
const WANTED = /^\s*- (dialog|alertdialog|alert|status)\b/;
const MAX_LINES = 16;
const MAX_WIDTH = 160;

/** The snapshot's lines worth reading: each wanted line and the deeper lines right under it. */
export function snapshotHighlights(yaml: string): string[] {
  const lines = yaml.split('\n');
  const picked: string[] = [];
  lines.forEach((line, index) => {
    if (!WANTED.test(line)) return;
    const depth = line.search(/\S/);
    picked.push(line);
    for (const next of lines.slice(index + 1, index + 3)) {
      if (next.search(/\S/) <= depth) break;
      picked.push(next);
    }
  });
  return [...new Set(picked)].slice(0, MAX_LINES).map((line) => line.slice(0, MAX_WIDTH));
}

const textOf = (result: TestResult, name: string) =>
  result.attachments.find((a) => a.name === name)?.body?.toString('utf8');

/** The whole page's tree (fixtures.ts), or else Playwright's error context. */
function pageSnapshotOf(result: TestResult): string | undefined {
  const whole = textOf(result, PAGE_ATTACHMENT);
  if (whole) return whole;
  const context = result.attachments.find((a) => a.name === 'error-context' && a.path);
  if (!context?.path) return undefined;
  const text = readFileSync(context.path, 'utf8');
  return /```yaml\n([\s\S]*?)```/.exec(text)?.[1];
}

export default class FailureSnapshotReporter implements Reporter {
  private readonly failures: { title: string; lines: string[] }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'failed' && result.status !== 'timedOut') return;
    const yaml = pageSnapshotOf(result);
    const focused = textOf(result, FOCUSED_ATTACHMENT);
    const lines = [
      ...(yaml === undefined ? [] : snapshotHighlights(yaml)),
      ...(focused ? [`focused: ${focused.slice(0, MAX_WIDTH)}`] : []),
    ];
    this.failures.push({ title: test.titlePath().slice(1).join(' › '), lines });
  }

  onEnd(): void {
    for (const { title, lines } of this.failures) {
      console.log(`\nThe page when this failed: ${title}`);
      console.log(
        lines.length ? lines.join('\n') : '(no dialog, alert, status or focused element)',
      );
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
