import { useCallback, useId, useState } from 'react';
import * as v from 'valibot';
import {
  failedPoliciesOf,
  updateNames,
  type IdentityProfile,
} from '../../auth/profile/identity-profile';
import { useCore } from '../../core/react/core-context';
import { FirstNameSchema, LastNameSchema } from '../../rules/names/names';
import { FormField } from '../../ui/forms/form-field';
import { useSimpleForm } from '../../ui/forms/use-simple-form';
import { fieldText, policyTexts, type ProfileTranslate } from './profile-texts';
import { useProfileSave } from './use-profile-save';

const NamesSchema = v.object({ firstName: FirstNameSchema, lastName: LastNameSchema });
type Names = v.InferOutput<typeof NamesSchema>;

const isRefusal = (error: unknown) => failedPoliciesOf(error) !== undefined;

/** Names by the name rule; the identity server checks again and its refusals show on the fields. */
export function NamesForm({
  userId,
  profile,
  t,
  onSaved,
}: {
  userId: string;
  profile: IdentityProfile;
  t: ProfileTranslate;
  onSaved: (profile: IdentityProfile) => void;
}) {
  const ids = useId();
  const [defaultValues] = useState(() => ({ firstName: profile.givenName, lastName: profile.sn }));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useSimpleForm({ schema: NamesSchema, defaultValues });
  const core = useCore();
  const perform = useCallback(
    (names: Names, requestId: string) => updateNames(core, userId, names, requestId),
    [core, userId],
  );
  const { status, failed, save } = useProfileSave(perform, isRefusal);

  const submit = async (names: Names) => {
    const outcome = await save(names);
    if (outcome?.ok) onSaved(outcome.result);
    if (outcome?.ok !== false) return;
    const failures = failedPoliciesOf(outcome.error);
    if (failures?.givenName) {
      setError(
        'firstName',
        { message: policyTexts(t('firstName'), failures.givenName, t) },
        { shouldFocus: true },
      );
    }
    if (failures?.sn) {
      setError('lastName', { message: policyTexts(t('lastName'), failures.sn, t) });
    }
  };

  return (
    <form
      className="profile-form"
      noValidate
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <h2 id={`${ids}-title`}>{t('namesTitle')}</h2>
      <div className="form-row">
        <FormField
          id={`${ids}-first`}
          label={t('firstName')}
          error={fieldText(errors.firstName?.message, t)}
          required
        >
          {(aria) => (
            <input {...aria} type="text" autoComplete="given-name" {...register('firstName')} />
          )}
        </FormField>
        <FormField
          id={`${ids}-last`}
          label={t('lastName')}
          error={fieldText(errors.lastName?.message, t)}
          required
        >
          {(aria) => (
            <input {...aria} type="text" autoComplete="family-name" {...register('lastName')} />
          )}
        </FormField>
      </div>
      <p className="form-status" role="status">
        {status === 'saved' ? t('namesSaved') : ''}
      </p>
      {failed && (
        <p className="form-banner" role="alert">
          {t('namesFailed')}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button-primary" aria-disabled={status === 'saving'}>
          {status === 'saving' ? t('saving') : t('saveNames')}
        </button>
      </div>
    </form>
  );
}
