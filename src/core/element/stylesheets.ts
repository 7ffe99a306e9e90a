import { sharedInstance } from '../shared-instance';
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
  root.adoptedStyleSheets = [sheetFor(baseCss), sheetFor(widgetCss)];
}
