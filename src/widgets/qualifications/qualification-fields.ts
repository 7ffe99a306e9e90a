import type { Qualification } from '../../api/qualifications/qualification.schema';
import type { QualificationType } from '../../core/routes/routes';
import type { QualificationsMessageKey } from './qualifications.messages';

export interface QualificationFieldSpec {
  name: string;
  label: QualificationsMessageKey;
  /** `select`: the degree (DEGREE_LEVELS); otherwise a text box. */
  kind?: 'select';
  hint?: QualificationsMessageKey;
  inputMode?: 'numeric';
  autoComplete?: string;
}

/** Each type's form, in the order of src/rules/qualifications/qualification-forms.ts. */
export const QUALIFICATION_FIELDS: Readonly<Record<QualificationType, QualificationFieldSpec[]>> = {
  degree: [
    { name: 'degreeLevel', label: 'field.degreeLevel', kind: 'select' },
    { name: 'fieldOfStudy', label: 'field.fieldOfStudy' },
    { name: 'institution', label: 'field.institution', autoComplete: 'organization' },
    { name: 'yearAwarded', label: 'field.yearAwarded', inputMode: 'numeric' },
  ],
  license: [
    { name: 'licenseType', label: 'field.licenseType' },
    { name: 'licenseNumber', label: 'field.licenseNumber' },
    { name: 'issuedBy', label: 'field.issuedBy' },
    { name: 'expiresOn', label: 'field.expiresOn', hint: 'field.expiresOnHint' },
  ],
  organisation: [
    { name: 'name', label: 'field.organisationName', autoComplete: 'organization' },
    { name: 'membershipNumber', label: 'field.membershipNumber' },
  ],
  'accredited-institution': [
    { name: 'name', label: 'field.institutionName', autoComplete: 'organization' },
    { name: 'accreditedBy', label: 'field.accreditedBy' },
  ],
};

export type QualificationFormValues = Record<string, string>;

export function formValuesOf(
  type: QualificationType,
  qualification: Qualification | undefined,
): QualificationFormValues {
  const source = (qualification ?? {}) as Partial<Record<string, unknown>>;
  return Object.fromEntries(
    QUALIFICATION_FIELDS[type].map(({ name }) => {
      const value = source[name];
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}
