import * as v from 'valibot';

/**
 * An OCC date-time's instant in milliseconds, NaN for anything else. SAP writes its offset without
 * a colon (`2026-06-09T05:00:00+0000`), which Safari's Date does not read: it is added first.
 */
export function occInstant(text: string): number {
  return Date.parse(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
}

/** An OCC date-time (ISO 8601 with an offset). */
export const OccDateTimeSchema = v.pipe(
  v.string(),
  v.check((text) => !Number.isNaN(occInstant(text)), 'Not a date-time'),
);
