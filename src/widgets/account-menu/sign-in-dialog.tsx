import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Translate } from '../../core/i18n/messages';
import { startSignIn, type TreeState } from '../../auth/session/sign-in-tree';
import { ModalDialog } from '../../ui/modal-dialog';
import type { AccountMenuMessageKey } from './account-menu.messages';
import { TreeField, treeFieldLabel } from './tree-field';

interface SignInDialogProps {
  open: boolean;
  onClose: () => void;
  t: Translate<AccountMenuMessageKey>;
}

type FormState = Extract<TreeState, { kind: 'form' }>;

/** The embedded sign-in form, driven by the authentication tree's callbacks (spec section 4). */
export function SignInDialog({ open, onClose, t }: SignInDialogProps) {
  const [state, setState] = useState<TreeState | undefined>();
  const [form, setForm] = useState<FormState | undefined>();
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);

  const apply = (next: TreeState) => {
    setState(next);
    if (next.kind === 'form') setForm(next);
  };

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setError(undefined);
    setBusy(true);
    void startSignIn().then((next) => {
      if (cancelled) return;
      setBusy(false);
      if (next.kind === 'failed') setError(t('signInUnavailable'));
      apply(next);
    });
    return () => {
      cancelled = true;
    };
  }, [open, t]);

  useEffect(() => {
    if (state?.kind === 'signed-in') onClose();
  }, [state, onClose]);

  useEffect(() => {
    if (open && form) firstField.current?.focus();
  }, [open, form]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form || busy) return;
    const missing = form.fields.find((field) => !values[field.id]?.trim());
    if (missing) {
      setError(t('fieldRequired', { field: treeFieldLabel(missing, t) }));
      return;
    }
    setBusy(true);
    setError(undefined);
    const next = await form.submit(values);
    if (next.kind === 'failed') {
      setError(next.reason === 'credentials' ? t('wrongCredentials') : t('signInUnavailable'));
      // A failed tree cannot continue: start a fresh one, keeping what the shopper typed but the password.
      const fresh = await startSignIn();
      setValues((old) =>
        Object.fromEntries(Object.entries(old).filter(([id]) => !id.startsWith('Password'))),
      );
      apply(fresh);
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
