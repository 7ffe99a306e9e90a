import type { EngineLocator, EnginePage } from './engine-page';
import { expect } from './fixtures';

/**
 * The keyboard in a modal dialog, as a shopper without a mouse meets it: the focus is in the
 * dialog once it opens; Tab and Shift+Tab (`tabs` presses each way, more than the dialog's
 * controls) never leave it, not even for the browser's own UI, and go round its controls
 * (src/ui/dialog/keep-tab-inside.ts: without it, Tab from the last control of a dialog in a shadow
 * root left the page in Firefox, the page's focus on nothing).
 */
export async function expectFocusKeptIn(
  page: EnginePage,
  dialog: EngineLocator,
  tabs = 8,
  { oneControl = false } = {},
): Promise<void> {
  await dialog.expectVisible();
  await dialog.expectFocusInside();
  for (const key of ['Tab', 'Shift+Tab']) {
    const visited = [await page.focusedPath()];
    for (let press = 1; press <= tabs; press += 1) {
      await page.press(key);
      const inside = await dialog.focusIsInside();
      const where = await page.focusedPath();
      expect(inside, `the focus after ${key} × ${press} is in ${dialog}, not on ${where}`).toBe(
        true,
      );
      visited.push(where);
    }
    // A dialog with one control (a notice and its Close) keeps the focus on it.
    const round = oneControl ? new Set(visited).size === 1 : goesRound(visited);
    expect(round, `${key} goes round the dialog: ${visited.join(', ')}`).toBe(true);
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

/**
 * A dialog as a keyboard user meets it from end to end: Enter on its trigger opens it, the focus
 * moves in (onto `first` when the dialog names a first control), stays in, Escape closes it and
 * the focus is back on the trigger, or where the dialog's Escape leads (`backTo`).
 */
export async function expectDialogByKeyboard(
  page: EnginePage,
  trigger: EngineLocator,
  dialog: EngineLocator,
  {
    first,
    tabs,
    oneControl,
    backTo = trigger,
    ready,
  }: {
    first?: EngineLocator;
    /** Shown once the dialog's content has loaded (a dialog that reads first holds only its text). */
    ready?: EngineLocator;
    tabs?: number;
    oneControl?: boolean;
    /** Where Escape leaves the focus when the dialog says where (else the trigger). */
    backTo?: EngineLocator;
  } = {},
): Promise<void> {
  await openByKeyboard(page, trigger, dialog);
  if (ready) await ready.expectVisible();
  if (first) await first.expectFocused();
  await expectFocusKeptIn(page, dialog, tabs, { oneControl });
  await expectEscapeCloses(page, dialog, backTo);
}

/** Enter on the trigger, the focus put there as Tab would; the dialog then has the focus. */
export async function openByKeyboard(
  page: EnginePage,
  trigger: EngineLocator,
  dialog: EngineLocator,
): Promise<void> {
  await trigger.focus();
  await page.press('Enter');
  await dialog.expectVisible();
  await dialog.expectFocusInside();
}
