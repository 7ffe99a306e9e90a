import * as v from 'valibot';

/** NaN for anything else. SAP's offset has no colon (`+0000`), which Safari cannot read. */
export function occInstant(text: string): number {
  return Date.parse(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
}

export const OccDateTimeSchema = v.pipe(
  v.string(),
  v.check((text) => !Number.isNaN(occInstant(text)), 'Not a date-time'),
);
