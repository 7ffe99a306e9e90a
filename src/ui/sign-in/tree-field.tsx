import type { Ref } from 'react';
import type { TreeField as Field } from '../../auth/session/sign-in-tree';
import type { Translate } from '../../core/i18n/messages';
import { lazyPart, PartBoundary } from '../lazy/lazy-part';
import type { SignInMessageKey } from './sign-in.messages';

const FieldProblems = lazyPart(
  () => import('./field-problems'),
  (m) => m.default,
);

const INPUT_TYPE = { username: 'email', password: 'password', text: 'text' } as const;
const AUTOCOMPLETE = { username: 'username', password: 'current-password', text: 'off' } as const;

/** `ssoUsername`: label the name field a username (an SSO one is rarely an email). */
export function treeFieldLabel(
  field: Field,
  t: Translate<SignInMessageKey>,
  ssoUsername = false,
): string {
  if (field.kind === 'username') return ssoUsername ? t('ssoUsername') : t('username');
  if (field.kind === 'password') return t('password');
  return field.prompt;
}

interface TreeFieldProps {
  field: Field;
  idPrefix: string;
  value: string;
  onChange: (value: string) => void;
  t: Translate<SignInMessageKey>;
  inputRef?: Ref<HTMLInputElement> | undefined;
  /** Show the tree's name field as a single sign-on username field (see treeFieldLabel). */
  ssoUsername?: boolean | undefined;
  /** A stand-in shown while the tree answers: in its place, not usable. */
  disabled?: boolean | undefined;
}

/** One input of a tree step, with its failed identity policies (spec section 5) under it. */
export function TreeField({
  field,
  idPrefix,
  value,
  onChange,
  t,
  inputRef,
  ssoUsername = false,
  disabled,
}: TreeFieldProps) {
  const inputId = `${idPrefix}-${field.id}`;
  const sso = ssoUsername && field.kind === 'username';
  const label = treeFieldLabel(field, t, sso);
  const hintId = `${inputId}-hint`;
  const problemsId = `${inputId}-problems`;
  const describedBy = [sso ? hintId : '', field.failedPolicies.length > 0 ? problemsId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        ref={inputRef}
        // A username is typed as it is: no email keyboard, capitals or spelling fixes.
        type={sso ? 'text' : INPUT_TYPE[field.kind]}
        autoCapitalize={sso ? 'none' : undefined}
        spellCheck={sso ? false : undefined}
        autoComplete={AUTOCOMPLETE[field.kind]}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        required
        aria-invalid={field.failedPolicies.length > 0 || undefined}
        aria-describedby={describedBy || undefined}
      />
      {sso && (
        <p id={hintId} className="field-hint">
          {t('ssoUsernameHint')}
        </p>
      )}
      {field.failedPolicies.length > 0 && (
        <PartBoundary fallback={null}>
          <FieldProblems id={problemsId} label={label} policies={field.failedPolicies} />
        </PartBoundary>
      )}
    </div>
  );
}
