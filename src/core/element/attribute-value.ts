/**
 * How an attribute's text becomes a widget prop. A boolean is true by presence, as in HTML, except
 * the text `"false"`: pages write it, and a property set to false reflects as it.
 */
/** How an attribute's text is read into a property. */
export type AttributeType = 'string' | 'number' | 'boolean';

/** A present boolean attribute's value: true unless it says `false`. */
export function readBooleanAttribute(value: string): boolean {
  return value.trim().toLowerCase() !== 'false';
}

/** The prop for a present attribute, or undefined for the default (an empty string or number). */
export function readAttribute(
  type: AttributeType,
  value: string,
): string | number | boolean | undefined {
  if (type === 'boolean') return readBooleanAttribute(value);
  if (value === '') return undefined;
  return type === 'number' ? parseFloat(value) : value;
}
