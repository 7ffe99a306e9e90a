/**
 * Online training details on cart entries (spec sections 3, 5 and 6), checked with the training
 * dialog's own schema, "today" on the request's site clock.
 */
import type { TrainingDetailsWire } from '../../api/cart/training-details.schema';
import type { BaseSite } from '../../core/locale/locales';
import { TIME_ZONE_BY_BASE_SITE } from '../../core/locale/site-time-zones';
import { validateFields } from '../../rules/form/field-errors';
import {
  trainingDetailsSchema,
  type TrainingDetailsMessageKey,
} from '../../rules/training/training-details';

export type TrainingDetailsCheck =
  | { ok: true; details: TrainingDetailsWire }
  | {
      ok: false;
      /** The first refused field, as the dialog names it (`dates.firstDate`, `participants.0.email`). */
      field: string;
      /** The rule's message key (the dialog shows its text on that field), or valibot's text. */
      key: string;
    };

/** Details as a request body sent them: valid and normalised, or the first field refused. */
export function checkTrainingDetails(
  body: unknown,
  site: BaseSite,
  now: Date = new Date(),
): TrainingDetailsCheck {
  const schema = trainingDetailsSchema({ timeZone: TIME_ZONE_BY_BASE_SITE[site], now });
  const result = validateFields<typeof schema, TrainingDetailsMessageKey>(schema, body);
  if (result.ok) return { ok: true, details: result.values };
  const [field, message] = Object.entries(result.errors)[0] ?? [];
  // A body that is not an object at all, or lacks a part: the issue names no field of the form.
  return { ok: false, field: field || 'trainingDetails', key: message?.key ?? 'invalid' };
}
