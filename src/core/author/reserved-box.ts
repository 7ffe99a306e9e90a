// The reserved box read back from the page's stylesheets (its inline reserved-space.css, or the
// sheet the loader adopts on a page without it), so the preview takes the widget's real size
// without a second copy of the table (its element waits for them: create-widget-element.tsx).
// Container queries are not read: the narrow box it is.
export interface ReservedBox {
  minHeight?: string;
  minWidth?: string;
}

const UNDEFINED_STATE = ':not(:defined)';

function resolveVariables(value: string, element: Element): string {
  const style = getComputedStyle(element);
  return value.replace(
    /var\((--[\w-]+)\s*,\s*([^)]*)\)/g,
    (_, name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback.trim(),
  );
}

export function reservedBox(element: Element): ReservedBox {
  const box: ReservedBox = {};
  const view = element.ownerDocument.defaultView;
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) {
        if (view?.matchMedia(rule.conditionText).matches) visit(rule.cssRules);
      } else if (rule instanceof CSSStyleRule && rule.selectorText.includes(UNDEFINED_STATE)) {
        if (!element.matches(rule.selectorText.replaceAll(UNDEFINED_STATE, ''))) continue;
        const height = rule.style.getPropertyValue('min-height');
        const width = rule.style.getPropertyValue('min-width');
        if (height) box.minHeight = resolveVariables(height, element);
        if (width) box.minWidth = resolveVariables(width, element);
      }
    }
  };
  const doc = element.ownerDocument;
  for (const sheet of [...doc.styleSheets, ...doc.adoptedStyleSheets]) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      // Another origin's stylesheet cannot be read; ours never is one.
      continue;
    }
    visit(rules);
  }
  return box;
}
