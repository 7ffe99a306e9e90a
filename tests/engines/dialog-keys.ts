import type { EngineLocator, EnginePage } from './engine-page';
import { expect } from './fixtures';

/**
 * The keyboard in a modal dialog, as a shopper without a mouse meets it: the focus is in the
 * dialog once it opens; Tab and Shift+Tab (`tabs` presses each way, more than the dialog's
 * controls) never reach the page behind it, and go round its controls. As in the Chromium suite
 * (need-help.spec.ts), the native modal dialog makes the page inert, and after its last control
 * the browser's own UI may take the focus for one press (the page's focus is then on nothing,
 * the body) before the dialog has it again; our dialogs wrap Tab round inside themselves
 * (src/ui/keep-tab-inside.ts: without it, Firefox's focus stayed on the last control and the
 * browser's UI, never the first control again, in a dialog inside a shadow root).
 */
export async function expectFocusKeptIn(
  page: EnginePage,
  dialog: EngineLocator,
  tabs = 8,
): Promise<void> {
  await dialog.expectVisible();
  await dialog.expectFocusInside();
  for (const key of ['Tab', 'Shift+Tab']) {
    const visited = [await page.focusedPath()];
    let outside = 0;
    for (let press = 1; press <= tabs; press += 1) {
      await page.press(key);
      const inside = await dialog.focusIsInside();
      const where = await page.focusedPath();
      outside = inside ? 0 : outside + 1;
      expect(
        !inside && (where !== 'body' || outside > 1),
        `the focus after ${key} × ${press} is in ${dialog} or the browser's UI, not on ${where}`,
      ).toBe(false);
      if (inside) visited.push(where);
    }
    expect(goesRound(visited), `${key} goes round the dialog: ${visited.join(', ')}`).toBe(true);
  }
}

/** Some control is left for another and then reached again. */
function goesRound(visited: string[]): boolean {
  return visited.some((place, at) => {
    const again = visited.indexOf(place, at + 1);
    return again > at && visited.slice(at + 1, again).some((other) => other !== place);
  });
}

/** Escape closes the dialog, and the focus is back on `trigger`, the control that opened it. */
export async function expectEscapeCloses(
  page: EnginePage,
  dialog: EngineLocator,
  trigger: EngineLocator,
): Promise<void> {
  await page.press('Escape');
  await dialog.expectHidden();
  await trigger.expectFocused();
}
