import { useId, useMemo, useRef, useState } from 'react';
import {
  qualificationErrorOf,
  refusedQualificationField,
  type Qualification,
} from '../../api/qualifications/qualification.schema';
import { saveQualification } from '../../api/qualifications/qualifications';
import { useTranslate } from '../../core/i18n/use-translate';
import type { QualificationType } from '../../core/routes/routes';
import type { IsoDate } from '../../rules/form/calendar-date';
import {
  qualificationMessageParams,
  qualificationSchema,
} from '../../rules/qualifications/qualification-forms';
import {
  DEGREE_LEVELS,
  type QualificationFieldsByType,
} from '../../rules/qualifications/qualification-level';
import {
  qualificationMessages,
  type QualificationMessageKey,
} from '../../rules/qualifications/qualification.messages';
import { FormField } from '../../ui/forms/form-field';
import { useSimpleForm } from '../../ui/forms/use-simple-form';
import formsCss from '../../ui/forms/forms.css?inline';
import { useComponentSheet } from '../../ui/styles/use-component-sheet';
import { useRequestIds } from '../../ui/actions/use-retry-safe-action';
import { QUALIFICATION_FIELDS, formValuesOf } from './qualification-fields';
import { qualificationsMessages } from './qualifications.messages';

export interface QualificationFormProps {
  type: QualificationType;
  qualification: Qualification | undefined;
  /** The site's date when the page opened (a license must be valid today or later). */
  today: IsoDate;
  onSaved: () => void;
  /** Deleted meanwhile: the page says "not found". */
  onGone: () => void;
}

const byValues = (fields: QualificationFields) => JSON.stringify(fields);

type QualificationFields = QualificationFieldsByType[QualificationType];

/** One type's form. A retry after an unknown outcome reuses the Idempotency-Key: saved once. */
export function QualificationForm({
  type,
  qualification,
  today,
  onSaved,
  onGone,
}: QualificationFormProps) {
  useComponentSheet(formsCss);
  const ids = useId();
  const t = useTranslate(qualificationsMessages);
  const ruleText = useTranslate(qualificationMessages);
  const fields = QUALIFICATION_FIELDS[type];
  const schema = useMemo(() => qualificationSchema(type, { today }), [type, today]);
  const [defaultValues] = useState(() => formValuesOf(type, qualification));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useSimpleForm({ schema, defaultValues });
  const { idFor, succeeded } = useRequestIds(byValues);
  const pending = useRef(false);
  // Saved: the page is on its way back to the list; another click must not add it again.
  const done = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const save = async (values: QualificationFields) => {
    if (pending.current || done.current) return; // a second click while the first save runs
    pending.current = true;
    setBusy(true);
    setFailed(false);
    try {
      // The schema passed them: they are this type's fields, trimmed.
      await saveQualification(type, qualification?.id, values, idFor(values));
      succeeded();
      done.current = true;
      onSaved();
    } catch (error) {
      const refused = refusedQualificationField(error);
      if (qualificationErrorOf(error) === 'qualificationNotFound') onGone();
      else if (refused && fields.some((field) => field.name === refused.field)) {
        setError(
          refused.field,
          { type: 'server', message: refused.message },
          { shouldFocus: true },
        );
      } else setFailed(true);
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };

  const params = qualificationMessageParams({ today });
  const errorText = (name: string): string | undefined => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    return Object.hasOwn(qualificationMessages.en, message)
      ? ruleText(message as QualificationMessageKey, params)
      : ruleText('qualification.required', params);
  };

  return (
    <form className="qualification-form" noValidate onSubmit={(e) => void handleSubmit(save)(e)}>
      {failed ? (
        <p className="form-banner" role="alert">
          {t('saveFailed')}
        </p>
      ) : null}
      {fields.map((field) => {
        const id = `${ids}-${field.name}`;
        return (
          <FormField
            key={field.name}
            id={id}
            label={t(field.label)}
            hint={field.hint ? t(field.hint) : undefined}
            error={errorText(field.name)}
            required
          >
            {(aria) =>
              field.kind === 'select' ? (
                <select {...aria} {...register(field.name)}>
                  <option value="">{t('field.chooseDegree')}</option>
                  {DEGREE_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {t(`degree.${level}`)}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...aria}
                  {...register(field.name)}
                  type="text"
                  inputMode={field.inputMode}
                  autoComplete={field.autoComplete ?? 'off'}
                />
              )
            }
          </FormField>
        );
      })}
      <p className="form-actions">
        <button
          type="submit"
          className="button-primary"
          part="trigger"
          aria-disabled={busy || undefined}
        >
          {busy ? t('saving') : t('save')}
        </button>
      </p>
    </form>
  );
}
