// A boolean is true by presence, as in HTML, except the text "false"
// (docs/decisions/boolean-false-text.md).
export type AttributeType = 'string' | 'number' | 'boolean';

export function readBooleanAttribute(value: string): boolean {
  return value.trim().toLowerCase() !== 'false';
}

/** Undefined (the default) for an empty string or number. */
export function readAttribute(
  type: AttributeType,
  value: string,
): string | number | boolean | undefined {
  if (type === 'boolean') return readBooleanAttribute(value);
  if (value === '') return undefined;
  return type === 'number' ? parseFloat(value) : value;
}
