/** Lit's upgrade pattern: a property set before the tag was defined hides its accessor. */
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
