import { useEffect, useRef, useState, type FormEvent } from 'react';
import { startSessionOperation, type SessionOperation } from '../../auth/session/session-operation';
import { startSignIn, type TreeState } from '../../auth/session/sign-in-tree';
import { useTranslate } from '../../core/i18n/use-translate';
import { useCore } from '../../core/react/core-context';
import { useFlag } from '../../core/react/use-store';
import { ModalDialog } from '../dialog/modal-dialog';
import { useComponentSheet } from '../styles/use-component-sheet';
import css from './sign-in-dialog.css?inline';
import { signInMessages } from './sign-in.messages';
import { TreeField, treeFieldLabel } from './tree-field';

export interface SignInDialogProps {
  open: boolean;
  onClose: () => void;
}

type FormState = Extract<TreeState, { kind: 'form' }>;

/** The embedded sign-in form (spec section 4); lazy: open it through useSignIn, never import it. */
export function SignInDialog({ open, onClose }: SignInDialogProps) {
  const t = useTranslate(signInMessages);
  const core = useCore();
  // Single sign-on accounts sign in with a username.
  const ssoUsername = useFlag('sso-show-username-field');
  useComponentSheet(css);
  const [state, setState] = useState<TreeState | undefined>();
  const [form, setForm] = useState<FormState | undefined>();
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  // The attempt under way: from a submit until signed in, refused, or the form closed.
  const attempt = useRef<SessionOperation | undefined>(undefined);
  useEffect(() => () => attempt.current?.cancelled(), []);

  const apply = (next: TreeState) => {
    setState(next);
    if (next.kind === 'form') setForm(next);
  };

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setError(undefined);
    setBusy(true);
    void startSignIn(core).then((next) => {
      if (cancelled) return;
      setBusy(false);
      if (next.kind === 'failed') setError(t('signInUnavailable'));
      apply(next);
    });
    return () => {
      cancelled = true;
    };
  }, [core, open, t]);

  useEffect(() => {
    if (state?.kind !== 'signed-in') return;
    attempt.current?.succeeded();
    onClose();
  }, [state, onClose]);

  // Once per opening: after a refusal the shopper may already be typing again.
  const focusedThisOpening = useRef(false);
  useEffect(() => {
    if (!open) {
      focusedThisOpening.current = false;
    } else if (form && !focusedThisOpening.current) {
      focusedThisOpening.current = true;
      firstField.current?.focus();
    }
  }, [open, form]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form || busy) return;
    const missing = form.fields.find((field) => !values[field.id]?.trim());
    if (missing) {
      setError(t('fieldRequired', { field: treeFieldLabel(missing, t, ssoUsername) }));
      return;
    }
    setBusy(true);
    setError(undefined);
    // A form of several steps is one attempt: it starts at the first submit.
    attempt.current ??= startSessionOperation('sign-in');
    const next = await form.submit(values);
    if (next.kind === 'failed') {
      // Clear the password now, so what is typed before the fresh tree arrives is kept.
      setValues((old) =>
        Object.fromEntries(Object.entries(old).filter(([id]) => !id.startsWith('Password'))),
      );
      const code = next.reason === 'credentials' ? 'wrongCredentials' : 'signInUnavailable';
      setError(t(code));
      attempt.current.failed({ code, message: t(code) });
      attempt.current = undefined;
      apply(await startSignIn(core));
    } else {
      apply(next);
    }
    setBusy(false);
  };

  return (
    <ModalDialog open={open} title={t('signInTitle')} onClose={onClose} className="sign-in-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <p className="form-error" role="alert">
          {error}
        </p>
        {!form && busy && <p role="status">{t('connecting')}</p>}
        {form?.fields.map((field, index) => (
          <TreeField
            key={field.id}
            field={field}
            idPrefix="sign-in"
            value={values[field.id] ?? ''}
            onChange={(value) => setValues((old) => ({ ...old, [field.id]: value }))}
            t={t}
            inputRef={index === 0 ? firstField : undefined}
            ssoUsername={ssoUsername}
          />
        ))}
        {state?.kind === 'webauthn' && (
          <p>
            {t('webAuthnPrompt')}{' '}
            <button type="button" onClick={() => void state.run().then(apply)}>
              {t('submit')}
            </button>
          </p>
        )}
        <div className="dialog-actions">
          <button type="submit" className="button-primary" disabled={busy || !form}>
            {busy ? t('submitting') : t('submit')}
          </button>
          <button type="button" className="button-secondary" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
