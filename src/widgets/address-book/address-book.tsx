import { useCore } from '../../core/react/core-context';
import { RetryAlert } from '../../ui/feedback/retry-alert';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ACCOUNTS_KEY } from '../../api/accounts/get-customer-accounts';
import type { CustomerAccount } from '../../api/accounts/account.schema';
import { addressBookQueryOptions, setDefaultBookAddress } from '../../api/addresses/address-book';
import type { Address } from '../../api/addresses/address.schema';
import { ADDRESSES_KEY } from '../../api/addresses/get-addresses';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { AccountPage } from '../../ui/account-page/account-page';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import { useRetrySafeAction } from '../../ui/actions/use-retry-safe-action';
import { AddressCard, type DefaultKind } from './address-card';
import { bookQueryFor, takeSaved } from './address-book-location';
import { addressFormPageMessages } from './address-form-page.messages';
import { addressBookMessages } from './address-book.messages';
import { useAddressBookData } from './use-address-book';
import { lazyPart, PartBoundary } from '../../ui/lazy/lazy-part';

const DeleteAddressDialog = lazyPart(
  () => import('./delete-address-dialog'),
  (m) => m.default,
);

interface DefaultInput {
  id: string;
  kind: DefaultKind;
}

const byDefault = ({ id, kind }: DefaultInput) => `${id} ${kind}`;

function BookLinks({
  accounts,
  current,
}: {
  accounts: readonly CustomerAccount[];
  current: CustomerAccount;
}) {
  const t = useTranslate(addressBookMessages);
  const routes = storeRoutes(useSite());
  if (accounts.length < 2) return null;
  return (
    <nav className="book-links" aria-label={t('booksLabel')}>
      <ul>
        {accounts.map((account) => {
          const personal = account.type === 'PERSONAL';
          return (
            <li key={account.id}>
              <a
                href={routes.account.addresses(personal ? undefined : account.id)}
                aria-current={account.id === current.id ? 'page' : undefined}
              >
                {personal ? t('personalAccount', { name: account.name }) : account.name}
              </a>
              {account.valid ? null : <span className="tag"> ({t('notValidTag')})</span>}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** <store-address-book>: an account's addresses, without `uuid` the shopper's own book. */
export interface AddressBookProps {
  /** Default: the page's `uuid` query (none: the shopper's own book). */
  accountId?: string;
}

export function AddressBook({ accountId }: AddressBookProps) {
  const t = useTranslate(addressBookMessages);
  const pageText = useTranslate(addressFormPageMessages);
  const routes = storeRoutes(useSite());
  const { queries } = useCore();
  const [{ uuid }] = useState(() => bookQueryFor(accountId, globalThis.location?.search ?? ''));
  const { gate, session } = useAccountPageGate('addressBook');
  const userId = gate === 'open' ? session.user?.id : undefined;
  const data = useAddressBookData(userId, uuid);
  const { account } = data;
  const [saved] = useState(takeSaved);
  const [status, setStatus] = useState(saved ? t(saved) : '');
  const [deleting, setDeleting] = useState<Address | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // Once the modal dialog is gone: back to its opener, or to the list if that address went.
    if (deleting !== null || !opener.current) return;
    const target = opener.current.isConnected ? opener.current : listRef.current;
    opener.current = null;
    target?.focus();
  }, [deleting]);

  const refresh = useCallback(() => {
    void queries.invalidate({ queryKey: [ADDRESSES_KEY] });
    void queries.invalidate({ queryKey: [ACCOUNTS_KEY] });
  }, [queries]);
  const bookId = uuid ?? undefined;
  const performDefault = useCallback(
    // OCC answers with no body: `true` is the action's result.
    async ({ id, kind }: DefaultInput, requestId: string) => {
      await setDefaultBookAddress(bookId, id, kind, requestId);
      return true;
    },
    [bookId],
  );
  const setDefault = useRetrySafeAction(performDefault, byDefault, refresh);
  const [lastDefault, setLastDefault] = useState<DefaultInput | null>(null);

  const chooseDefault = async (input: DefaultInput) => {
    setLastDefault(input);
    setStatus(t('saving'));
    const done = await setDefault.run(input);
    setStatus(
      done ? t(input.kind === 'shipping' ? 'defaultShippingSet' : 'defaultBillingSet') : '',
    );
  };

  const onDeleted = (id: string) => {
    queries.setData<Address[]>(addressBookQueryOptions(userId, bookId).queryKey, (addresses) =>
      addresses?.filter((address) => address.id !== id),
    );
    setDeleting(null);
    setStatus(t('deleted'));
    refresh();
  };

  const own = !account || account.type === 'PERSONAL';
  const links = own ? {} : { uuid: account.id, unitName: account.name };
  // The host page's heading says "Address book"; an organisation's book is headed by its name.
  const title = own ? undefined : account.name;

  return (
    <AccountPage
      page="addressBook"
      className="address-book"
      title={title}
      status={data.status}
      texts={{
        signIn: t('signIn'),
        loading: t('loading'),
        notFound: pageText('bookNotFound'),
        loadError: pageText('loadError'),
      }}
      back={{ href: routes.account.addresses(), label: pageText('backToBook') }}
      onRetry={data.retry}
      retrying={data.retrying}
      notice={
        <p className="status" role="status">
          {status}
        </p>
      }
    >
      {account ? (
        <>
          <BookLinks accounts={data.accounts} current={account} />
          {account.valid ? null : (
            <div className="not-valid" part="notice">
              <p className="message">{t('accountNotValid')}</p>
              <p className="actions">
                <a className="button-primary" href={routes.account.addAddress(links)}>
                  {t('addBillingAddress')}
                </a>
              </p>
              {data.addresses.length > 0 ? <p className="hint">{t('orChooseBilling')}</p> : null}
            </div>
          )}
          {setDefault.state.status === 'failed' && lastDefault ? (
            <RetryAlert
              message={t('defaultFailed')}
              retryLabel={t('tryAgain')}
              onRetry={() => void chooseDefault(lastDefault)}
            />
          ) : null}
          <p className="actions">
            <a className="button-secondary" href={routes.account.addAddress(links)}>
              {t('addAddress')}
            </a>
          </p>
          {data.addresses.length === 0 ? (
            <p className="message">{t('empty')}</p>
          ) : (
            <ul className="addresses" aria-label={t('addressesLabel')} tabIndex={-1} ref={listRef}>
              {data.addresses.map((address) => (
                <AddressCard
                  key={address.id}
                  address={address}
                  editHref={routes.account.editAddress(address.id, links)}
                  busy={setDefault.state.status === 'pending'}
                  onSetDefault={(kind) => void chooseDefault({ id: address.id, kind })}
                  onDelete={(button) => {
                    opener.current = button;
                    setDeleting(address);
                  }}
                />
              ))}
            </ul>
          )}
          {deleting ? (
            <PartBoundary fallback={null}>
              <DeleteAddressDialog
                address={deleting}
                accountId={bookId}
                onDeleted={() => onDeleted(deleting.id)}
                onClose={() => {
                  setDeleting(null);
                }}
              />
            </PartBoundary>
          ) : null}
        </>
      ) : null}
    </AccountPage>
  );
}
