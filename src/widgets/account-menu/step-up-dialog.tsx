import { useEffect, useState, type FormEvent } from 'react';
import { finishStepUp } from '../../auth/session/step-up';
import {
  startSignIn,
  type TreeField as Field,
  type TreeState,
} from '../../auth/session/sign-in-tree';
import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { useCore } from '../../core/react/core-context';
import { ModalDialog } from '../../ui/dialog/modal-dialog';
import { signInMessages } from '../../ui/sign-in/sign-in.messages';
import { TreeField } from '../../ui/sign-in/tree-field';
import type { AccountMenuMessageKey } from './account-menu.messages';

/**
 * Its usual step, the password, shown disabled while the tree answers: the dialog opens at the
 * size it will have, and does not grow and move when the field comes (it may open as a page loads,
 * with no input of the shopper's to excuse a move).
 */
const EXPECTED_FIELD: Field = { id: 'expected', kind: 'password', prompt: '', failedPolicies: [] };

interface StepUpDialogProps {
  query: Record<string, string>;
  t: Translate<AccountMenuMessageKey>;
}

/** "Confirm it's you": the tree for a step-up advice (spec section 4), usually the password again. */
export function StepUpDialog({ query, t }: StepUpDialogProps) {
  // The fields, "wrong credentials" and Cancel are the sign-in form's texts.
  const form = useTranslate(signInMessages);
  const core = useCore();
  const [state, setState] = useState<TreeState | undefined>();
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(true);

  useEffect(() => {
    let cancelled = false;
    void startSignIn(core, { stepUp: query }).then((next) => {
      if (cancelled) return;
      setBusy(false);
      if (next.kind === 'failed') finishStepUp(core, false);
      setState(next);
    });
    return () => {
      cancelled = true;
    };
  }, [core, query]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state?.kind !== 'form' || busy) return;
    setBusy(true);
    const next = await state.submit(values);
    setBusy(false);
    if (next.kind === 'confirmed') finishStepUp(core, true);
    else if (next.kind === 'failed') {
      setError(form('wrongCredentials'));
      finishStepUp(core, false);
    } else setState(next);
  };

  return (
    <ModalDialog
      open
      title={t('stepUpTitle')}
      onClose={() => finishStepUp(core, false)}
      className="step-up-dialog"
    >
      <p>{t('stepUpBody')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <p className="form-error" role="alert">
          {error}
        </p>
        {state === undefined && (
          <div inert>
            <TreeField
              field={EXPECTED_FIELD}
              idPrefix="step-up"
              value=""
              onChange={() => undefined}
              t={form}
              disabled
            />
          </div>
        )}
        {state?.kind === 'form' &&
          state.fields.map((field) => (
            <TreeField
              key={field.id}
              field={field}
              idPrefix="step-up"
              value={values[field.id] ?? ''}
              onChange={(value) => setValues((old) => ({ ...old, [field.id]: value }))}
              t={form}
            />
          ))}
        <div className="dialog-actions">
          <button
            type="submit"
            className="button-primary"
            disabled={busy || state?.kind !== 'form'}
          >
            {t('confirm')}
          </button>
          <button
            type="button"
            className="button-secondary"
            onClick={() => finishStepUp(core, false)}
          >
            {form('cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
