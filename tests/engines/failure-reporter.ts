import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { FAILURE_ATTACHMENT } from './fixtures';

/**
 * After a cross-engine run, each failed journey once more with what its page showed when it
 * failed (fixtures.ts): engine and width, the step, the address, the page's dialogs, alerts and
 * status lines, the focused element and a screenshot's path. CI keeps only the tail of the output.
 */
export default class EngineFailureReporter implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'failed' && result.status !== 'timedOut') return;
    const context = result.attachments
      .find((a) => a.name === FAILURE_ATTACHMENT)
      ?.body?.toString('utf8');
    const error = (result.error?.message ?? '').split('\n')[0]!.slice(0, 300);
    this.failures.push(
      [
        `\nFailed in ${test.parent.project()?.name}: ${test.titlePath().slice(2).join(' › ')}`,
        `error: ${error}`,
        context ?? '(the page was not reached)',
      ].join('\n'),
    );
  }

  onEnd(): void {
    for (const failure of this.failures) console.log(failure);
  }

  printsToStdio(): boolean {
    return false;
  }
}
