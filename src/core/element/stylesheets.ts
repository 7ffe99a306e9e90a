import { sharedInstance } from '../platform/shared-instance';
import baseCss from './base.css?inline';

/** One sheet per CSS text per page, shared by every shadow root. */
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

export function adoptWidgetStyles(root: ShadowRoot, widgetCss: string): void {
  const own = [sheetFor(baseCss), sheetFor(widgetCss)];
  // Sheets that shared components adopted (adoptSheet) stay.
  root.adoptedStyleSheets = [...own, ...root.adoptedStyleSheets.filter((s) => !own.includes(s))];
}

/** For shared components: their rules use :where() so the widget's win. */
export function adoptSheet(root: ShadowRoot, cssText: string): void {
  const sheet = sheetFor(cssText);
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}
