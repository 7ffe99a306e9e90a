import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CustomerAccount, LinkedQglobal } from '../../api/accounts/account.schema';
import {
  qglobalOwnershipErrorOf,
  transferQglobalOwnership,
} from '../../api/accounts/qglobal-ownership';
import { useQualifiedUsers } from '../../api/accounts/qualified-users';
import { useTranslate } from '../../core/i18n/use-translate';
import { qglobalOwnerCandidates } from '../../rules/account/qglobal-ownership';
import { emailMessages } from '../../rules/email/email.messages';
import { ModalDialog } from '../../ui/dialog/modal-dialog';
import { useRetrySafeAction } from '../../ui/actions/use-retry-safe-action';
import { transferOwnershipMessages } from './transfer-ownership.messages';

interface TransferOwnershipDialogProps {
  userId: string | undefined;
  account: CustomerAccount;
  qglobal: LinkedQglobal;
  onTransferred: (changed: LinkedQglobal) => void;
  /** The shopper is no longer the owner: the page reads the accounts again. */
  onOwnershipChanged: () => void;
  onClose: () => void;
}

const sameId = (id: string) => id;

/** Transfer a Q-global account to another user of the organisation (spec section 6), once. */
export default function TransferOwnershipDialog({
  userId,
  account,
  qglobal,
  onTransferred,
  onOwnershipChanged,
  onClose,
}: TransferOwnershipDialogProps) {
  const t = useTranslate(transferOwnershipMessages);
  const et = useTranslate(emailMessages);
  const ids = useId();
  const users = useQualifiedUsers(userId, account.id);
  const candidates = qglobalOwnerCandidates(users.data ?? [], qglobal.owner.id);
  const [chosen, setChosen] = useState('');
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [chooseError, setChooseError] = useState(false);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const choiceRef = useRef<HTMLFieldSetElement>(null);

  const perform = useCallback(
    async (newOwnerId: string, requestId: string) => {
      try {
        return await transferQglobalOwnership(qglobal.accountNumber, newOwnerId, requestId);
      } catch (error) {
        // Ownership moved meanwhile (another tab): the page reads the accounts again.
        if (qglobalOwnershipErrorOf(error) === 'notOwner') onOwnershipChanged();
        throw error;
      }
    },
    [qglobal.accountNumber, onOwnershipChanged],
  );
  const transfer = useRetrySafeAction(perform, sameId);
  const pending = transfer.state.status === 'pending';
  const refusal =
    transfer.state.status === 'failed' ? qglobalOwnershipErrorOf(transfer.state.error) : undefined;
  const failed = transfer.state.status === 'failed';
  const notOwner = refusal === 'notOwner';

  // Each step's controls replace the other's: focus follows to the question or the choice.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step === 'confirm') confirmRef.current?.focus();
    else choiceRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [step]);

  const person = candidates.find((user) => user.id === chosen);
  const close = () => {
    if (!pending) onClose();
  };
  const next = () => {
    if (!person) {
      setChooseError(true);
      return;
    }
    transfer.reset();
    setStep('confirm');
  };
  const confirm = async () => {
    const changed = await transfer.run(chosen);
    if (changed) onTransferred(changed);
  };
  const back = () => {
    transfer.reset();
    setStep('choose');
  };

  let body;
  if (users.isPending && userId) {
    body = <p className="dialog-text">{t('loading')}</p>;
  } else if (users.isError) {
    body = (
      <>
        <p className="dialog-error" role="alert">
          {t('loadError')}
        </p>
        <div className="dialog-actions">
          <button type="button" className="button-primary" onClick={() => void users.refetch()}>
            {t('tryAgain')}
          </button>
          <button type="button" className="button-secondary" onClick={close}>
            {t('cancel')}
          </button>
        </div>
      </>
    );
  } else if (candidates.length === 0) {
    body = (
      <>
        <p className="dialog-text">{t('nobody')}</p>
        <div className="dialog-actions">
          <button type="button" className="button-secondary" onClick={close}>
            {t('close')}
          </button>
        </div>
      </>
    );
  } else if (step === 'choose' || !person) {
    body = (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <p className="dialog-text">{t('chooseText', { organisation: account.name })}</p>
        <fieldset
          className="candidates"
          ref={choiceRef}
          aria-describedby={chooseError ? `${ids}-error` : undefined}
        >
          <legend>{t('candidates')}</legend>
          {candidates.map((user) => (
            <label key={user.id} className="candidate">
              <input
                type="radio"
                name={`${ids}-owner`}
                value={user.id}
                checked={chosen === user.id}
                onChange={() => {
                  setChosen(user.id);
                  setChooseError(false);
                }}
              />{' '}
              {user.firstName} {user.lastName} <span className="email">({user.email})</span>
            </label>
          ))}
        </fieldset>
        {chooseError ? (
          <p className="dialog-error" id={`${ids}-error`} role="alert">
            {t('chooseRequired')}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="submit" className="button-primary">
            {t('continue')}
          </button>
          <button type="button" className="button-secondary" onClick={close}>
            {t('cancel')}
          </button>
        </div>
      </form>
    );
  } else {
    const name = `${person.firstName} ${person.lastName}`;
    body = (
      <>
        <p className="dialog-text" tabIndex={-1} ref={confirmRef}>
          {t('confirmText', { number: qglobal.accountNumber, name })}
        </p>
        {failed ? (
          <p className="dialog-error" role="alert">
            {notOwner
              ? t('notOwner')
              : refusal === 'notInOrganisation'
                ? et('email.qualifiedUserNotFound')
                : t('failed')}
          </p>
        ) : null}
        <div className="dialog-actions">
          {notOwner ? null : (
            <button
              type="button"
              className="button-danger"
              aria-disabled={pending || undefined}
              onClick={pending ? undefined : () => void confirm()}
            >
              {failed && !refusal ? t('tryAgain') : t('confirm')}
            </button>
          )}
          {notOwner ? null : (
            <button type="button" className="button-secondary" onClick={pending ? undefined : back}>
              {t('back')}
            </button>
          )}
          <button type="button" className="button-secondary" onClick={close}>
            {notOwner ? t('close') : t('cancel')}
          </button>
        </div>
        <p className="progress" role="status">
          {pending ? t('transferring') : ''}
        </p>
      </>
    );
  }

  return (
    <ModalDialog
      open
      title={t('title', { number: qglobal.accountNumber })}
      onClose={close}
      className="confirm-dialog transfer-dialog"
    >
      {body}
    </ModalDialog>
  );
}
