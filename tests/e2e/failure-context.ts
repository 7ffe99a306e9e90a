import type { Page, TestInfo } from '@playwright/test';

/**
 * What a failed test's page showed, kept as attachments for failure-snapshot-reporter.ts. Their
 * names start with "_", so the list reporter does not print them whole.
 */
export const PAGE_ATTACHMENT = '_page-aria-snapshot';
export const FOCUSED_ATTACHMENT = '_focused-element';

/**
 * The focused element, through every shadow root on the way (`store-cart > dialog > input#x`):
 * a focus race is the usual reason a keyboard step did nothing.
 */
function describeFocusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const name =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return `${element.localName}${id}${name ? ` "${name}"` : ''}`;
    };
    const path: string[] = [];
    let active: Element | null = document.activeElement;
    while (active) {
      path.push(describe(active));
      active = active.shadowRoot?.activeElement ?? null;
    }
    return path.join(' > ') || '(nothing)';
  });
}

/**
 * The whole page's accessibility tree (Playwright's own error context has only the failed
 * locator's subtree when the failure was an expectation on it) and the focused element.
 */
export async function attachFailureContext(page: Page, testInfo: TestInfo): Promise<void> {
  const [snapshot, focused] = await Promise.all([
    page
      .locator('body')
      .ariaSnapshot({ timeout: 2_000 })
      .catch(() => undefined),
    describeFocusedElement(page).catch(() => undefined),
  ]);
  if (snapshot)
    await testInfo.attach(PAGE_ATTACHMENT, { body: snapshot, contentType: 'text/plain' });
  if (focused)
    await testInfo.attach(FOCUSED_ATTACHMENT, { body: focused, contentType: 'text/plain' });
}
