import type { Page } from '@playwright/test';

/**
 * The demo home page as a template that never inlined reserved-space.css serves it: the same page
 * without its `<style id="store-widgets-reserved-space">`.
 */
export async function homeWithoutReservedStyle(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<style id="store-widgets-reserved-space">[^<]*<\/style>/,
        '',
      );
      await route.fulfill({ response, body: html });
    },
  );
}
