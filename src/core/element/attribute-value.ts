/**
 * How an attribute's text becomes a widget prop. HTML's rule for a boolean attribute is presence:
 * `show-title`, `show-title=""` and `show-title="show-title"` are all true, and an absent one is
 * false. One exception keeps the older documented sense: the text `"false"` (any case) reads as
 * false, because a page may already write `show-title="false"` and because setting the property
 * to `false` reflects it as that attribute.
 */
/** How an attribute's text is read into a property. */
export type AttributeType = 'string' | 'number' | 'boolean';

/** A present boolean attribute's value: true unless it says `false`. */
export function readBooleanAttribute(value: string): boolean {
  return value.trim().toLowerCase() !== 'false';
}

/**
 * The prop for a present attribute, or undefined where the widget should use its default: an
 * empty string or number attribute says nothing (as r2wc always read it), an empty boolean one is
 * a bare attribute and is true.
 */
export function readAttribute(
  type: AttributeType,
  value: string,
): string | number | boolean | undefined {
  if (type === 'boolean') return readBooleanAttribute(value);
  if (value === '') return undefined;
  return type === 'number' ? parseFloat(value) : value;
}
