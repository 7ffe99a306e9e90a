import { useId, useState } from 'react';
import type { QualifiedUser } from '../../../api/accounts/account.schema';
import type { Translate } from '../../../core/i18n/messages';
import { Skeleton } from '../../../ui/feedback/skeleton';
import { lazyPart, PartBoundary } from '../../../ui/lazy/lazy-part';
import type { CheckoutMessageKey } from '../flow/checkout.messages';
import { useTranslate } from '../../../core/i18n/use-translate';
import { laterStepMessages } from './later-step.messages';

const AddQualifiedUserForm = lazyPart(
  () => import('./add-qualified-user-form'),
  (m) => m.default,
);

interface AddQualifiedUserProps {
  userId: string;
  accountId: string;
  onAdded: (user: QualifiedUser) => void;
  t: Translate<CheckoutMessageKey>;
}

/**
 * "Add qualified user" by email (spec section 5): its button, and its form (its own part, beside
 * the step's: forms cannot nest) once opened, fetched ahead as the button is pointed at or focused.
 * The form stays mounted when the panel closes, so what was typed is kept.
 */
export function AddQualifiedUser({ userId, accountId, onAdded, t }: AddQualifiedUserProps) {
  const tl = useTranslate(laterStepMessages);
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelId = `${ids}-panel`;
  const added = (user: QualifiedUser) => {
    setOpen(false);
    onAdded(user);
  };
  return (
    <div className="add-user">
      <button
        type="button"
        className="button-secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={AddQualifiedUserForm.prefetch}
        onFocus={AddQualifiedUserForm.prefetch}
        onClick={() => {
          setOpen((value) => !value);
          setOpened(true);
        }}
      >
        {tl('addQualifiedUser')}
      </button>
      <div id={panelId} hidden={!open}>
        {opened && (
          <PartBoundary fallback={<Skeleton label={t('loading')} rows={1} />}>
            <AddQualifiedUserForm id={ids} userId={userId} accountId={accountId} onAdded={added} />
          </PartBoundary>
        )}
      </div>
    </div>
  );
}
