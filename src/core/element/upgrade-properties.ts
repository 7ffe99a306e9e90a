/**
 * The upgrade pattern (Lit, and Google's custom element best practices): a script or a framework
 * may set `element.productCode = …` before the tag's code has defined it (our loader defines a tag
 * only once its code arrives). The value then sits on the element itself and hides the accessor
 * the definition brings, so the widget never sees it. On definition we take each such value off
 * the element and set it again, through the accessor.
 */
export function upgradeProperties(element: HTMLElement, props: readonly string[]): string[] {
  const upgraded: string[] = [];
  const record = element as unknown as Record<string, unknown>;
  for (const prop of props) {
    if (!Object.prototype.hasOwnProperty.call(element, prop)) continue;
    const value = record[prop];
    Reflect.deleteProperty(element, prop);
    record[prop] = value;
    upgraded.push(prop);
  }
  return upgraded;
}
