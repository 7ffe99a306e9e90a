/**
 * The attribute names a widget answers to for each prop. The kebab-case one is the documented
 * name (`product-code`). A framework that meets one of our tags before its code has defined it
 * (React 19, Preact, Vue) does not know the property yet and sets an attribute named as the
 * property is written instead (`productCode`, which HTML lowercases to `productcode`): that name
 * is read too, so the value still reaches the widget. The kebab-case attribute wins when both are
 * present.
 */
export function kebabCase(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}

export interface AttributeName {
  prop: string;
  /** The documented kebab-case name this attribute stands in for. */
  kebab: string;
  /** Whether this is the lowercased property name rather than the documented one. */
  alias: boolean;
}

/** Every attribute name a widget observes, to the prop it sets. */
export function attributeNames(props: readonly string[]): Map<string, AttributeName> {
  const names = new Map<string, AttributeName>();
  for (const prop of props) {
    const kebab = kebabCase(prop);
    names.set(kebab, { prop, kebab, alias: false });
    const written = prop.toLowerCase();
    if (written !== kebab) names.set(written, { prop, kebab, alias: true });
  }
  return names;
}
