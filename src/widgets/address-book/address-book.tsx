import { RetryAlert } from '../../ui/feedback/retry-alert';
import { useQueryClient } from '../../core/queries/use-query';
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
import { addressBookMessages } from './address-book.messages';
import { useAddressBookData } from './use-address-book';
import { lazyPart, PartBoundary } from '../../ui/lazy/lazy-part';

// The confirmation's code loads when it first opens.
const DeleteAddressDialog = lazyPart(
  () => import('./delete-address-dialog'),
  (m) => m.default,
);

interface DefaultInput {
  id: string;
  kind: DefaultKind;
}

const byDefault = ({ id, kind }: DefaultInput) => `${id} ${kind}`;

/** The links to the books of the shopper's other accounts, an account not valid for ordering said so. */
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

/**
 * <store-address-book>: an account's address book (spec section 2, `/addresses?uuid=`): its
 * addresses with the default shipping and billing ones marked, "Set as default" for the others,
 * Edit (the edit page) and Delete (after a confirmation; deleting one already gone is done, not a
 * failure), and "Add an address". An account without a billing address is not valid for ordering
 * (spec section 6): the page says so with a link to add one. Without `uuid` the book is the
 * shopper's own (their personal account's, the one the checkout offers).
 */
export interface AddressBookProps {
  /** The customer account whose book to show; default the page's `uuid` query (none: the shopper's own). */
  accountId?: string;
}

export function AddressBook({ accountId }: AddressBookProps) {
  const t = useTranslate(addressBookMessages);
  const routes = storeRoutes(useSite());
  const queryClient = useQueryClient();
  const [{ uuid }] = useState(() => bookQueryFor(accountId, globalThis.location?.search ?? ''));
  const { gate, session } = useAccountPageGate('addressBook');
  const userId = gate === 'open' ? session.user?.id : undefined;
  const data = useAddressBookData(userId, uuid);
  const { account } = data;
  const [saved] = useState(takeSaved);
  const [status, setStatus] = useState(saved ? t(saved) : '');
  const [deleting, setDeleting] = useState<Address | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The confirmation unmounts when it closes: focus goes back to the button that opened it.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // Once the dialog is gone (while it is modal, the page behind cannot take focus): back to the
    // button that opened it, or to the list when its address was deleted with it.
    if (deleting !== null || !opener.current) return;
    const target = opener.current.isConnected ? opener.current : listRef.current;
    opener.current = null;
    target?.focus();
  }, [deleting]);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [ADDRESSES_KEY] });
    void queryClient.invalidateQueries({ queryKey: [ACCOUNTS_KEY] });
  }, [queryClient]);
  const bookId = uuid ?? undefined;
  const performDefault = useCallback(
    // OCC answers with no body: `true` is the action's result (useRetrySafeAction).
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
    // Gone from the page at once (the platform's book follows): the card's buttons with it.
    queryClient.setQueryData(addressBookQueryOptions(userId, bookId).queryKey, (addresses) =>
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
        notFound: t('bookNotFound'),
        loadError: t('loadError'),
      }}
      back={{ href: routes.account.addresses(), label: t('backToBook') }}
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
