import * as v from 'valibot';
import { addDays, dayNumber, todayIn, type IsoDate } from '../form/calendar-date';

/** The spec counts the notice in weeks. */
export const TRAINING_LEAD_WEEKS = 6;
export const TRAINING_LEAD_DAYS = TRAINING_LEAD_WEEKS * 7;

export interface TrainingDatesContext {
  /** "Today" is the date there, whatever the shopper's clock says. */
  timeZone: string;
  now?: Date;
}

export function earliestTrainingDate({ timeZone, now }: TrainingDatesContext): IsoDate {
  return addDays(todayIn(timeZone, now), TRAINING_LEAD_DAYS);
}

function dateSchema(earliest: IsoDate) {
  const earliestDay = dayNumber(earliest) ?? Number.POSITIVE_INFINITY;
  return v.pipe(
    v.string('training.dateRequired'),
    v.trim(),
    v.nonEmpty('training.dateRequired'),
    v.check((date) => dayNumber(date) !== undefined, 'training.dateInvalid'),
    v.check((date) => (dayNumber(date) ?? 0) >= earliestDay, 'training.dateTooSoon'),
  );
}

/** Spec sections 3 and 5. Built when the form opens, so "today" is fixed for the form's life. */
export function trainingDatesSchema(context: TrainingDatesContext) {
  const date = dateSchema(earliestTrainingDate(context));
  return v.pipe(
    v.object({ firstDate: date, secondDate: date }),
    v.forward(
      v.partialCheck(
        [['firstDate'], ['secondDate']],
        ({ firstDate, secondDate }) => firstDate !== secondDate,
        'training.datesSame',
      ),
      ['secondDate'],
    ),
  );
}

export type TrainingDates = v.InferOutput<ReturnType<typeof trainingDatesSchema>>;
