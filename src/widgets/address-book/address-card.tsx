import { useId } from 'react';
import type { Address } from '../../api/addresses/address.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { AddressText } from '../../ui/forms/address-text';
import { addressBookMessages } from './address-book.messages';

export type DefaultKind = 'shipping' | 'billing';

interface AddressCardProps {
  address: Address;
  editHref: string;
  busy: boolean;
  onSetDefault: (kind: DefaultKind) => void;
  onDelete: (opener: HTMLElement) => void;
}

/** One address; its lines describe every button, so "Edit" and "Delete" say which address. */
export function AddressCard({ address, editHref, busy, onSetDefault, onDelete }: AddressCardProps) {
  const t = useTranslate(addressBookMessages);
  const textId = useId();
  const describe = { 'aria-describedby': textId };
  const setDefault = (kind: DefaultKind) => (
    <button
      type="button"
      className="button-link"
      part="trigger"
      {...describe}
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : () => onSetDefault(kind)}
    >
      {t(kind === 'shipping' ? 'setDefaultShipping' : 'setDefaultBilling')}
    </button>
  );
  return (
    <li className="address-card" part="item" data-address-id={address.id}>
      <div id={textId}>
        <AddressText address={address} />
      </div>
      {address.defaultShipping || address.defaultBilling ? (
        <ul className="defaults">
          {address.defaultShipping ? <li className="badge">{t('defaultShipping')}</li> : null}
          {address.defaultBilling ? <li className="badge">{t('defaultBilling')}</li> : null}
        </ul>
      ) : null}
      <div className="card-actions">
        <a href={editHref} part="trigger" {...describe}>
          {t('edit')}
        </a>
        <button
          type="button"
          className="button-link"
          part="trigger"
          {...describe}
          onClick={(event) => onDelete(event.currentTarget)}
        >
          {t('delete')}
        </button>
        {address.defaultShipping ? null : setDefault('shipping')}
        {address.defaultBilling ? null : setDefault('billing')}
      </div>
    </li>
  );
}
