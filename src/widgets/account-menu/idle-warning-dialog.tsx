import { useRef } from 'react';
import type { Translate } from '../../core/i18n/messages';
import { ModalDialog } from '../../ui/dialog/modal-dialog';
import type { AccountMenuMessageKey } from './account-menu.messages';

interface IdleWarningDialogProps {
  secondsLeft: number | null;
  onStay: () => void;
  onSignOut: () => void;
  t: Translate<AccountMenuMessageKey>;
}

/** Shown before the idle sign-out (spec section 4); "Stay signed in" has focus. */
export function IdleWarningDialog({ secondsLeft, onStay, onSignOut, t }: IdleWarningDialogProps) {
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={secondsLeft !== null}
      title={t('idleTitle')}
      onClose={onStay}
      initialFocus={stay}
      className="idle-dialog"
    >
      <p role="timer" aria-live="polite">
        {t('idleBody', { seconds: secondsLeft ?? 0 })}
      </p>
      <div className="dialog-actions">
        <button ref={stay} type="button" className="button-primary" onClick={onStay}>
          {t('staySignedIn')}
        </button>
        <button type="button" className="button-secondary" onClick={onSignOut}>
          {t('signOutNow')}
        </button>
      </div>
    </ModalDialog>
  );
}
