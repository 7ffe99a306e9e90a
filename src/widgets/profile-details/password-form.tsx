import { useId, useRef, useState, type RefObject } from 'react';
import type { IdentityProfile } from '../../auth/profile/identity-profile';
import { importAgain } from '../../core/element/import-again';
import { logError } from '../../core/platform/log';
import { useCore } from '../../core/react/core-context';
import { passwordPolicyFailures } from '../../rules/password/password-policy';
import { FormField } from '../../ui/forms/form-field';
import { PROFILE_TEXT_PARAMS, policyTexts, type ProfileTranslate } from './profile-texts';
import { focusOutcome } from '../../ui/focus/focus-outcome';

type Field = 'current' | 'next' | 'confirm';
type Values = Record<Field, string>;
type Status = 'idle' | 'changing' | 'changed' | 'failed';

const EMPTY: Values = { current: '', next: '', confirm: '' };

/** The change's code (the identity tree's steps) loads when the shopper starts on the form. */
const passwordChange = () => importAgain(() => import('../../auth/profile/password-change'));

/** Its code, or undefined when it could not be loaded (nothing was sent). */
const loadPasswordChange = () =>
  passwordChange().then(
    // A retry whose failed file was one the change imports gives that file's module.
    (code) => (typeof code.changePassword === 'function' ? code.changePassword : undefined),
    (error: unknown) => {
      logError('the password change could not be loaded', error);
      return undefined;
    },
  );
const FIELDS: Field[] = ['current', 'next', 'confirm'];

/** Checked against the identity password policy here and by the server's tree; shown alike. */
export function PasswordForm({ profile, t }: { profile: IdentityProfile; t: ProfileTranslate }) {
  const core = useCore();
  const ids = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status>('idle');
  // Kept while a retry runs, so the button does not move under a double click.
  const [failed, setFailed] = useState(false);
  const running = useRef(false);
  // An unanswered attempt may have changed the password: its retry tells changePassword, which
  // checks the new one before calling the current one wrong.
  const unanswered = useRef<{ current: string; next: string } | null>(null);
  const refs: Record<Field, RefObject<HTMLInputElement | null>> = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };
  const label: Record<Field, string> = {
    current: t('currentPassword'),
    next: t('newPassword'),
    confirm: t('confirmPassword'),
  };

  const show = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) focusOutcome(refs[first].current);
  };

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!values.current) found.current = t('policy.required', { field: label.current });
    const failures = passwordPolicyFailures(values.next, {
      userName: profile.userName,
      givenName: profile.givenName,
      sn: profile.sn,
    });
    if (failures.length > 0) found.next = policyTexts(label.next, failures, t);
    else if (values.confirm !== values.next) found.confirm = t('passwordMismatch');
    return found;
  };

  const submit = async () => {
    if (running.current) return;
    const found = check();
    if (Object.keys(found).length > 0) {
      setStatus('idle');
      setFailed(false);
      show(found);
      return;
    }
    running.current = true;
    setErrors({});
    setStatus('changing');
    const sent = { current: values.current, next: values.next };
    const mayHaveChanged =
      unanswered.current?.current === sent.current && unanswered.current.next === sent.next;
    const changePassword = await loadPasswordChange();
    if (!changePassword) {
      running.current = false;
      setFailed(true);
      setStatus('failed');
      return;
    }
    const result = await changePassword(core, sent.current, sent.next, { mayHaveChanged });
    running.current = false;
    unanswered.current = result.kind === 'unavailable' ? sent : null;
    setFailed(result.kind === 'unavailable');
    if (result.kind === 'changed') {
      // Passwords do not linger in the page once they served.
      setValues(EMPTY);
      setStatus('changed');
    } else if (result.kind === 'wrong-current') {
      setStatus('idle');
      show({ current: t('wrongCurrent') });
    } else if (result.kind === 'refused') {
      setStatus('idle');
      show({ next: policyTexts(label.next, result.failedPolicies, t) });
    } else {
      setStatus('failed');
    }
  };

  const input = (field: Field, autoComplete: string) => (
    <FormField
      id={`${ids}-${field}`}
      label={label[field]}
      hint={field === 'next' ? t('passwordHint', PROFILE_TEXT_PARAMS) : undefined}
      error={errors[field]}
      required
    >
      {(aria) => (
        <input
          {...aria}
          ref={refs[field]}
          type="password"
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(event) => setValues((now) => ({ ...now, [field]: event.target.value }))}
        />
      )}
    </FormField>
  );

  return (
    <form
      className="profile-form"
      noValidate
      aria-labelledby={`${ids}-title`}
      onFocus={() => void passwordChange().catch(() => undefined)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${ids}-title`}>{t('passwordTitle')}</h2>
      {/* The username field lets a password manager file the new password under the account. */}
      <input type="text" autoComplete="username" value={profile.userName} readOnly hidden />
      {input('current', 'current-password')}
      {input('next', 'new-password')}
      {input('confirm', 'new-password')}
      <p className="form-status" role="status">
        {status === 'changed' ? t('passwordChanged') : ''}
      </p>
      {failed && (
        <p className="form-banner" role="alert">
          {t('passwordFailed')}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button-primary" aria-disabled={status === 'changing'}>
          {status === 'changing' ? t('changingPassword') : t('changePassword')}
        </button>
      </div>
    </form>
  );
}
