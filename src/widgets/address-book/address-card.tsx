import { useId } from 'react';
import type { Address } from '../../api/addresses/address.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { AddressText } from '../../ui/forms/address-text';
import { addressBookMessages } from './address-book.messages';

export type DefaultKind = 'shipping' | 'billing';

interface AddressCardProps {
  address: Address;
  editHref: string;
  /** A default is being changed: the other "Set as default" buttons wait. */
  busy: boolean;
  onSetDefault: (kind: DefaultKind) => void;
  /** Opens the confirmation; `opener` gets focus back when it closes. */
  onDelete: (opener: HTMLElement) => void;
}

/**
 * One address of the book: its lines, which defaults it is, and its actions. Every button and
 * link is described by the address's lines, so "Edit" and "Delete" say which address they act on.
 */
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
