/**
 * The upgrade pattern (as Lit's): a property set before the tag was defined hides its accessor, so
 * it is taken off the element and set again.
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
