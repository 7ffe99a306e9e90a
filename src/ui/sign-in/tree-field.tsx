import type { Ref } from 'react';
import { policyMessage } from '../../auth/identity/policy-messages';
import type { TreeField as Field } from '../../auth/session/sign-in-tree';
import type { Translate } from '../../core/i18n/messages';
import type { SignInMessageKey } from './sign-in.messages';

const INPUT_TYPE = { username: 'email', password: 'password', text: 'text' } as const;
const AUTOCOMPLETE = { username: 'username', password: 'current-password', text: 'off' } as const;

/** Our label for a field the authentication tree asks for (the server's prompt for unknown kinds). */
export function treeFieldLabel(field: Field, t: Translate<SignInMessageKey>): string {
  if (field.kind === 'username') return t('username');
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
}

/** One input of a tree step, with its failed identity policies (spec section 5) under it. */
export function TreeField({ field, idPrefix, value, onChange, t, inputRef }: TreeFieldProps) {
  const inputId = `${idPrefix}-${field.id}`;
  const label = treeFieldLabel(field, t);
  const problems = field.failedPolicies.map((policy) => {
    const { key, params } = policyMessage(label, policy);
    return t(key, params);
  });
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        ref={inputRef}
        type={INPUT_TYPE[field.kind]}
        autoComplete={AUTOCOMPLETE[field.kind]}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        aria-invalid={problems.length > 0 || undefined}
        aria-describedby={problems.length > 0 ? `${inputId}-problems` : undefined}
      />
      {problems.length > 0 && (
        <ul id={`${inputId}-problems`} className="field-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
