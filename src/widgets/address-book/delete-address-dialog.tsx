import { useCallback } from 'react';
import { deleteBookAddress } from '../../api/addresses/address-book';
import type { Address } from '../../api/addresses/address.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { AddressText } from '../../ui/forms/address-text';
import { ModalDialog } from '../../ui/modal-dialog';
import { useRetrySafeAction } from '../../ui/use-retry-safe-action';
import { addressBookMessages } from './address-book.messages';

interface DeleteAddressDialogProps {
  address: Address;
  /** The book's account (undefined: the shopper's own book). */
  accountId: string | undefined;
  onDeleted: () => void;
  onClose: () => void;
}

const byId = (address: Address) => address.id;

/**
 * "Delete this address?" with the address's lines. Deleting acts once however often it is
 * clicked (one request at a time, the same request id for a retry), and an address already gone
 * (deleted in another tab, or by an attempt whose answer was lost) counts as deleted. A failure
 * says so and offers to try again; Cancel closes unless the delete is under way.
 */
export default function DeleteAddressDialog({
  address,
  accountId,
  onDeleted,
  onClose,
}: DeleteAddressDialogProps) {
  const t = useTranslate(addressBookMessages);
  const perform = useCallback(
    (input: Address, requestId: string) => deleteBookAddress(accountId, input.id, requestId),
    [accountId],
  );
  const remove = useRetrySafeAction(perform, byId);
  const pending = remove.state.status === 'pending';
  const failed = remove.state.status === 'failed';

  const confirm = async () => {
    if (await remove.run(address)) onDeleted();
  };
  const close = () => {
    if (!pending) onClose();
  };

  return (
    <ModalDialog open title={t('deleteTitle')} onClose={close} className="confirm-dialog">
      <p className="dialog-text">{t('deleteText')}</p>
      <AddressText address={address} className="dialog-address" />
      {failed ? (
        <p className="dialog-error" role="alert">
          {t('deleteFailed')}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button
          type="button"
          className="button-danger"
          aria-disabled={pending || undefined}
          onClick={pending ? undefined : () => void confirm()}
        >
          {failed ? t('tryAgain') : t('confirmDelete')}
        </button>
        <button type="button" className="button-secondary" onClick={close}>
          {t('cancel')}
        </button>
      </div>
      <p className="progress" role="status">
        {pending ? t('deleting') : ''}
      </p>
    </ModalDialog>
  );
}
