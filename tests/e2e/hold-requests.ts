import type { Page } from '@playwright/test';

/**
 * Holds the page's requests for `url` (as `page.route` takes it) until the returned function is
 * called: what the page shows while a file or an answer is still on its way.
 */
export async function holdRequests(
  page: Page,
  url: Parameters<Page['route']>[0],
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
