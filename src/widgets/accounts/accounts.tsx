import { useCore } from '../../core/react/core-context';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CustomerAccount, LinkedQglobal } from '../../api/accounts/account.schema';
import {
  customerAccountsQueryOptions,
  useCustomerAccounts,
} from '../../api/accounts/get-customer-accounts';
import { useTranslate } from '../../core/i18n/use-translate';
import { AccountPage, type AccountPageStatus } from '../../ui/account-page/account-page';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import { AccountCard } from './account-card';
import { accountsMessages } from './accounts.messages';
import { lazyPart, PartBoundary } from '../../ui/lazy/lazy-part';

// Only an owner ever opens the transfer dialog: its code loads then.
const TransferOwnershipDialog = lazyPart(
  () => import('./transfer-ownership-dialog'),
  (m) => m.default,
);

interface Transfer {
  account: CustomerAccount;
  qglobal: LinkedQglobal;
}

/** <store-accounts>: the shopper's accounts (the checkout's), with Q-global ownership transfer. */
export function Accounts() {
  const t = useTranslate(accountsMessages);
  const { queries } = useCore();
  const { gate, session } = useAccountPageGate('accounts');
  const userId = gate === 'open' ? session.user?.id : undefined;
  const query = useCustomerAccounts(userId);
  const [transfer, setTransfer] = useState<Transfer | null>(null);
  const [status, setStatus] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // Back to the dialog's opener, or to the list when it went with the transfer.
    if (transfer !== null || !opener.current) return;
    const target = opener.current.isConnected ? opener.current : listRef.current;
    opener.current = null;
    target?.focus();
  }, [transfer]);

  const onTransferred = useCallback(
    (accountId: string, changed: LinkedQglobal) => {
      queries.setData<CustomerAccount[]>(
        customerAccountsQueryOptions(userId).queryKey,
        (accounts) =>
          accounts?.map((account) =>
            account.id === accountId
              ? {
                  ...account,
                  qglobalAccounts: account.qglobalAccounts.map((q) =>
                    q.accountNumber === changed.accountNumber ? changed : q,
                  ),
                }
              : account,
          ),
      );
      setTransfer(null);
      setStatus(
        t('transferred', {
          number: changed.accountNumber,
          name: `${changed.owner.firstName} ${changed.owner.lastName}`.trim(),
        }),
      );
    },
    [queries, userId, t],
  );

  const pageStatus: AccountPageStatus = query.data ? 'ready' : query.isError ? 'error' : 'loading';
  const accounts = query.data ?? [];
  return (
    <AccountPage
      page="accounts"
      className="accounts"
      status={pageStatus}
      texts={{ signIn: t('signIn'), loading: t('loading'), loadError: t('loadError') }}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      notice={
        <p className="status" role="status">
          {status}
        </p>
      }
    >
      {accounts.length === 0 ? (
        <p className="message">{t('empty')}</p>
      ) : (
        <ul className="account-list" aria-label={t('listLabel')} tabIndex={-1} ref={listRef}>
          {accounts.map((account) => (
            <AccountCard
              key={account.id}
              account={account}
              userId={userId}
              t={t}
              onTransfer={(qglobal, button) => {
                opener.current = button;
                setStatus('');
                setTransfer({ account, qglobal });
              }}
            />
          ))}
        </ul>
      )}
      {transfer ? (
        <PartBoundary fallback={null}>
          <TransferOwnershipDialog
            userId={userId}
            account={transfer.account}
            qglobal={transfer.qglobal}
            onTransferred={(changed) => onTransferred(transfer.account.id, changed)}
            onOwnershipChanged={() => void query.refetch()}
            onClose={() => setTransfer(null)}
          />
        </PartBoundary>
      ) : null}
    </AccountPage>
  );
}
