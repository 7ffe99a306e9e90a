import { sharedInstance } from '../platform/shared-instance';
import baseCss from './base.css?inline';

/** One constructable stylesheet per CSS text per page, adopted by every shadow root that needs it. */
function sheetFor(cssText: string): CSSStyleSheet {
  const sheets = sharedInstance('stylesheets', () => new Map<string, CSSStyleSheet>());
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/** Adopts the shared base sheet and the widget's own sheet: nothing goes into the host page's head. */
export function adoptWidgetStyles(root: ShadowRoot, widgetCss: string): void {
  const own = [sheetFor(baseCss), sheetFor(widgetCss)];
  // Sheets that shared components adopted (adoptSheet) stay.
  root.adoptedStyleSheets = [...own, ...root.adoptedStyleSheets.filter((s) => !own.includes(s))];
}

/** Adds a shared component's sheet to its shadow root, once; its rules use :where() so the widget's win. */
export function adoptSheet(root: ShadowRoot, cssText: string): void {
  const sheet = sheetFor(cssText);
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}
