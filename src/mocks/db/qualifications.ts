import * as v from 'valibot';
import {
  QUALIFICATION_ERRORS,
  type QualificationErrorKey,
} from '../../api/qualifications/qualification.schema';
import type { QualificationType } from '../../core/routes/routes';
import type { QualificationLevel } from '../../rules/cart/qualification';
import { todayIn, type IsoDate } from '../../rules/form/calendar-date';
import { qualificationSchema } from '../../rules/qualifications/qualification-forms';
import {
  grantedLevel,
  qualificationLevelOf,
  type QualificationRecord,
} from '../../rules/qualifications/qualification-level';
import { OpError } from './error-body';
import { SEED_QUALIFICATIONS } from './seed-qualifications';

/** The shoppers' qualifications; a shopper's level (cart, checkout) derives from them. */
export class QualificationOpError extends OpError {
  override readonly name = 'QualificationOpError';
  constructor(
    readonly status: 400 | 404,
    readonly key: QualificationErrorKey,
    message: string,
    override readonly subject?: string,
  ) {
    super(message);
  }

  protected get code() {
    return QUALIFICATION_ERRORS[this.key];
  }
}

let byUser = new Map<string, QualificationRecord[]>();
let nextId = 1;

export function resetQualifications(): void {
  byUser = new Map(
    Object.entries(SEED_QUALIFICATIONS).map(([userId, list]) => [
      userId,
      list.map((q) => ({ ...q })),
    ]),
  );
  nextId = 1;
}
resetQualifications();

export function qualificationsOf(userId: string): readonly QualificationRecord[] {
  return byUser.get(userId) ?? [];
}

/** "Today" when no site says otherwise (the cart's checks): the UTC date. */
const utcToday = () => todayIn('UTC');

/** A shopper's level, from their qualifications on `today` (A with none). */
export function qualificationLevelOfUser(
  userId: string,
  today: IsoDate = utcToday(),
): QualificationLevel {
  return qualificationLevelOf(qualificationsOf(userId), today);
}

/** A qualification as the platform answers it: its fields and the level it grants. */
export function renderQualification(qualification: QualificationRecord, today: IsoDate) {
  return { ...qualification, grants: grantedLevel(qualification, today) };
}

/** The list answer: the shopper's level and every qualification, oldest first. */
export function renderQualificationList(userId: string, today: IsoDate) {
  return {
    level: qualificationLevelOfUser(userId, today),
    qualifications: qualificationsOf(userId).map((q) => renderQualification(q, today)),
  };
}

/** A type's fields as the rules take them (the form's own); 400 invalid naming the first field refused. */
function validFields(type: QualificationType, body: unknown, today: IsoDate) {
  const result = v.safeParse(qualificationSchema(type, { today }), body, { abortPipeEarly: true });
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = (issue && v.getDotPath(issue)) ?? 'body';
  throw new QualificationOpError(400, 'invalid', `${field}: ${issue?.message ?? 'invalid'}`, field);
}

export function addQualification(
  userId: string,
  type: QualificationType,
  body: unknown,
  today: IsoDate,
): QualificationRecord {
  const fields = validFields(type, body, today);
  const record = { ...fields, id: `q-new-${nextId++}`, type } as QualificationRecord;
  byUser.set(userId, [...qualificationsOf(userId), record]);
  return record;
}

/** Replaces a qualification's fields; its id and type stay. Anyone else's, or another type's, is 404. */
export function updateQualification(
  userId: string,
  type: QualificationType,
  id: string,
  body: unknown,
  today: IsoDate,
): QualificationRecord {
  const list = qualificationsOf(userId);
  const at = list.findIndex((q) => q.id === id && q.type === type);
  if (at < 0) {
    throw new QualificationOpError(404, 'qualificationNotFound', `Qualification ${id} not found.`);
  }
  const fields = validFields(type, body, today);
  const record = { ...fields, id, type } as QualificationRecord;
  byUser.set(
    userId,
    list.map((q, index) => (index === at ? record : q)),
  );
  return record;
}
