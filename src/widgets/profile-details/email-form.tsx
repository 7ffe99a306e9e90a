import { useCallback, useId } from 'react';
import * as v from 'valibot';
import {
  failedPoliciesOf,
  requestEmailChange,
  type IdentityProfile,
} from '../../auth/profile/identity-profile';
import { useCore } from '../../core/react/core-context';
import { ContactEmailSchema } from '../../rules/email/email';
import { FormField } from '../../ui/forms/form-field';
import { useSimpleForm } from '../../ui/forms/use-simple-form';
import { fieldText, policyTexts, type ProfileTranslate } from './profile-texts';
import { useProfileSave } from './use-profile-save';

type EmailValues = { email: string };

const isRefusal = (error: unknown) => failedPoliciesOf(error) !== undefined;

/** The identity server keeps a new address pending until the shopper follows the link sent. */
export function EmailForm({
  userId,
  profile,
  t,
  onRequested,
}: {
  userId: string;
  profile: IdentityProfile;
  t: ProfileTranslate;
  onRequested: (profile: IdentityProfile) => void;
}) {
  const ids = useId();
  const schema = v.object({
    email: v.pipe(
      ContactEmailSchema,
      v.check((email) => email.toLowerCase() !== profile.mail.toLowerCase(), 'emailSame'),
    ),
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useSimpleForm<EmailValues>({ schema, defaultValues: { email: '' } });
  const core = useCore();
  const perform = useCallback(
    ({ email }: EmailValues, requestId: string) =>
      requestEmailChange(core, userId, email, requestId),
    [core, userId],
  );
  const { status, failed, save } = useProfileSave(perform, isRefusal);

  const submit = async (values: EmailValues) => {
    const outcome = await save(values);
    if (outcome?.ok) {
      onRequested(outcome.result);
      // Sent: the field empties, so another click asks for nothing more.
      reset({ email: '' });
      return;
    }
    const failures = outcome ? failedPoliciesOf(outcome.error) : undefined;
    if (failures?.mail) {
      setError(
        'email',
        { message: policyTexts(t('newEmail'), failures.mail, t) },
        { shouldFocus: true },
      );
    }
  };

  const pending = profile.pendingMail;
  return (
    <form
      className="profile-form"
      noValidate
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <h2 id={`${ids}-title`}>{t('emailTitle')}</h2>
      <p className="current">{t('currentEmail', { email: profile.mail })}</p>
      <p className="form-status" role="status">
        {status === 'saved' && pending
          ? t('emailSent', { email: pending })
          : pending
            ? t('emailPending', { email: pending })
            : ''}
      </p>
      <FormField
        id={`${ids}-email`}
        label={t('newEmail')}
        error={fieldText(errors.email?.message, t)}
        required
      >
        {(aria) => <input {...aria} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      {failed && (
        <p className="form-banner" role="alert">
          {t('emailFailed')}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button-primary" aria-disabled={status === 'saving'}>
          {status === 'saving' ? t('saving') : t('changeEmail')}
        </button>
      </div>
    </form>
  );
}
