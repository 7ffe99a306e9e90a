import { useCallback } from 'react';
import { deleteBookAddress } from '../../api/addresses/address-book';
import type { Address } from '../../api/addresses/address.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { AddressText } from '../../ui/forms/address-text';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog';
import { useRetrySafeAction } from '../../ui/actions/use-retry-safe-action';
import { addressBookMessages } from './address-book.messages';

interface DeleteAddressDialogProps {
  address: Address;
  accountId: string | undefined;
  onDeleted: () => void;
  onClose: () => void;
}

const byId = (address: Address) => address.id;

/** "Delete this address?": one request at a time, and an address already gone counts as deleted. */
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

  const confirm = async () => {
    if (await remove.run(address)) onDeleted();
  };

  return (
    <ConfirmDeleteDialog
      title={t('deleteTitle')}
      pending={remove.state.status === 'pending'}
      failure={remove.state.status === 'failed' ? t('deleteFailed') : undefined}
      labels={{
        confirm: t('confirmDelete'),
        tryAgain: t('tryAgain'),
        cancel: t('cancel'),
        progress: t('deleting'),
      }}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p className="dialog-text">{t('deleteText')}</p>
      <AddressText address={address} className="dialog-address" />
    </ConfirmDeleteDialog>
  );
}
