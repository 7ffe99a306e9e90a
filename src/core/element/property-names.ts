// A widget answers to `product-code` and to `productcode`: a framework meeting a tag before it is
// defined (React 19, Preact, Vue) sets the property's name as an attribute. Kebab-case wins.
export function kebabCase(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}

export interface AttributeName {
  prop: string;
  kebab: string;
  /** The lowercased property name rather than the documented one. */
  alias: boolean;
}

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
