import type { Page } from '@playwright/test';

/**
 * A reader scrolls the page: a widget its author made lazy (`loading="lazy"`, its code not yet
 * loaded) loads then, as it would for her. For walks over many pages that wait for every widget.
 */
export async function scrollTowardLazyWidgets(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (document.querySelector('[loading=lazy i]:not(:defined)')) window.scrollBy(0, 100);
  });
}
