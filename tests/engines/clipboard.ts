import type { EnginePage } from './engine-page';

/**
 * The engine's real clipboard, through real keys: text put on it as a shopper copies from a
 * spreadsheet (select, Ctrl+C), and read back as a shopper pastes (Ctrl+V). A scratch text area
 * outside the widgets holds the text meanwhile; focus is back where it was afterwards.
 */
const SCRATCH = 'engine-clipboard-scratch';

async function withScratch<T>(page: EnginePage, body: () => Promise<T>): Promise<T> {
  await page.evaluate((id: string) => {
    const area = document.createElement('textarea');
    area.id = id;
    area.setAttribute('aria-label', 'Clipboard scratch');
    area.style.cssText = 'position:fixed;top:0;left:0;width:200px;height:60px;z-index:2147483647';
    document.body.append(area);
  }, SCRATCH);
  try {
    return await body();
  } finally {
    await page.evaluate((id: string) => document.getElementById(id)?.remove(), SCRATCH);
  }
}

/** Puts `text` (tabs and line breaks too) on the clipboard with a real copy. */
export async function copyToClipboard(page: EnginePage, text: string): Promise<void> {
  await withScratch(page, async () => {
    const scratch = page.css(`#${SCRATCH}`);
    await scratch.click();
    await page.evaluate(
      (id: string, value: string) => {
        const area = document.getElementById(id) as HTMLTextAreaElement;
        area.value = value;
        area.select();
      },
      SCRATCH,
      text,
    );
    await page.press('Control+c');
  });
}

/** What the clipboard holds, pasted with a real Ctrl+V. */
export async function readClipboard(page: EnginePage): Promise<string> {
  return withScratch(page, async () => {
    await page.css(`#${SCRATCH}`).click();
    await page.press('Control+v');
    return page.evaluate(
      (id: string) => (document.getElementById(id) as HTMLTextAreaElement).value,
      SCRATCH,
    );
  });
}
