import type { Page } from '@playwright/test';
import { RESERVED_STYLE_ID } from '../../src/core/element/reserved-style';

/**
 * The demo home page as a template that never inlined reserved-space.css serves it: the same page
 * without its inline style (found by `RESERVED_STYLE_ID`).
 */
export async function homeWithoutReservedStyle(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const inlineStyle = new RegExp(`<style id="${RESERVED_STYLE_ID}">[^<]*</style>`);
      const html = (await response.text()).replace(inlineStyle, '');
      await route.fulfill({ response, body: html });
    },
  );
}

/** The page's inline reserved-space style, as a locator's selector. */
export const INLINE_RESERVED_STYLE = `#${RESERVED_STYLE_ID}`;
