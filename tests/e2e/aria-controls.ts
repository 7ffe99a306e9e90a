import type { Locator } from '@playwright/test';

/**
 * The element a control names in `aria-controls`, looked up where the browser looks: in the
 * control's own document or shadow root (XPath does not pierce shadow roots; CSS locators do).
 * Ids are unique per widget, not per page: the compat runtime's useId (Preact, issue 14) counts
 * from P0-0 in every widget, so the header's own ids recur in the account menu nested in it.
 */
export async function controlledBy(control: Locator): Promise<Locator> {
  const id = await control.getAttribute('aria-controls');
  if (!id) throw new Error('The control names no element in aria-controls');
  return control.locator(`xpath=ancestor::node()[last()]//*[@id="${id}"]`);
}
