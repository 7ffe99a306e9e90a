import { useCallback, useRef, useState } from 'react';
import { isAddressGone, updateBookAddress } from '../../api/addresses/address-book';
import { addBookAddress } from '../../api/addresses/book-address-add';
import type { AddressInput } from '../../api/addresses/address.schema';
import type { CartRef } from '../../api/cart/cart-owner';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { AccountPage } from '../../ui/account-page/account-page';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import { pageCode, usePageCode } from '../../ui/account-page/use-page-code';
import { useRequestIds } from '../../ui/actions/use-retry-safe-action';
import { addressIdFromPath, bookQueryFor, rememberSaved } from './address-book-location';
import { addressFormPageMessages } from './address-form-page.messages';
import { useAddressBookData } from './use-address-book';

export interface AddressFormPageProps {
  /** Default: the page's `uuid` query (none: the shopper's own book). */
  accountId?: string;
  /** Default: the `{id}` of the edit route; none (add) elsewhere. */
  addressId?: string;
}

/** Street suggestions need a cart (spec section 7); OCC answers for `current` before one exists. */
const CURRENT_CART: CartRef = { userId: 'current', cartId: 'current' };

const byFields = (address: AddressInput) => JSON.stringify(address);

const formCode = pageCode(() => import('../../ui/forms/address-form'));

/** <store-address-form-page>: add or edit an address with the checkout's address form. */
export function AddressFormPage({ accountId, addressId: attribute }: AddressFormPageProps) {
  const t = useTranslate(addressFormPageMessages);
  const site = useSite();
  const routes = storeRoutes(site);
  const [{ uuid }] = useState(() => bookQueryFor(accountId, globalThis.location?.search ?? ''));
  const [addressId] = useState(() =>
    attribute?.trim()
      ? attribute.trim()
      : addressIdFromPath(globalThis.location?.href ?? '/', site.routes),
  );
  const editing = addressId !== undefined;
  const { gate, session } = useAccountPageGate('addressBook');
  const userId = gate === 'open' ? session.user?.id : undefined;
  const data = useAddressBookData(userId, uuid);
  const code = usePageCode(formCode, gate);
  const { account } = data;
  const [gone, setGone] = useState(false);
  const address = editing ? data.addresses.find((a) => a.id === addressId) : undefined;

  const own = !account || account.type === 'PERSONAL';
  const list = routes.account.addresses(own ? undefined : (uuid ?? undefined));
  const bookId = uuid ?? undefined;
  const { idFor, succeeded } = useRequestIds(byFields);
  const saved = useRef(false);

  const save = useCallback(
    async (input: AddressInput) => {
      if (saved.current) return; // saved already: on the way back to the list
      const requestId = idFor(input);
      try {
        if (addressId) await updateBookAddress(bookId, addressId, input, requestId);
        else await addBookAddress(bookId, input, requestId);
      } catch (error) {
        // Deleted meanwhile (another tab): there is nothing left to save into.
        if (addressId && isAddressGone(error)) {
          setGone(true);
          return;
        }
        throw error;
      }
      succeeded();
      saved.current = true;
      rememberSaved(addressId ? 'updated' : 'added');
      globalThis.location.assign(list);
    },
    [addressId, bookId, idFor, succeeded, list],
  );

  let status = data.status;
  if (addressId === null || gone) status = 'not-found';
  else if (status === 'ready' && editing && !address) status = 'not-found';
  status = code.statusWith(status);
  const AddressForm = code.module?.AddressForm;

  // The host page's heading says what the page does; an organisation's book is headed by its name.
  const title = own ? undefined : account?.name;
  const defaults: Partial<AddressInput> = address ?? {
    firstName: session.user?.firstName ?? '',
    lastName: session.user?.lastName ?? '',
    companyName: own ? '' : (account?.name ?? ''),
  };

  return (
    <AccountPage
      page="addressBook"
      className="address-form-page"
      title={title}
      status={status}
      texts={{
        signIn: t('signInForm'),
        loading: t('loadingAddress'),
        notFound: addressId === undefined ? t('bookNotFound') : t('addressNotFound'),
        loadError: code.loadErrorWith(t('loadError')),
      }}
      back={{ href: list, label: t('backToBook') }}
      onRetry={code.failed ? code.retry : data.retry}
      retrying={data.retrying}
    >
      {AddressForm ? (
        <AddressForm
          addressType="SHIPPING"
          cart={CURRENT_CART}
          defaultValues={defaults}
          submitLabel={t('saveAddress')}
          onSave={save}
        />
      ) : null}
      <p className="actions">
        <a href={list}>{t('backToBook')}</a>
      </p>
    </AccountPage>
  );
}
