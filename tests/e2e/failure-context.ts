import type { Page } from '@playwright/test';

/** The name of the attachment that says which element had the focus when a test failed. */
export const FOCUSED_ATTACHMENT = 'focused-element';

/**
 * The focused element, through every shadow root on the way (`store-cart > dialog > input#x`):
 * a focus race is the usual reason a keyboard step did nothing.
 */
export async function describeFocusedElement(page: Page): Promise<string> {
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
