import type { CustomerAccount, LinkedQglobal } from '../../api/accounts/account.schema';
import type { Translate } from '../../core/i18n/messages';
import { mayTransferQglobal } from '../../rules/account/qglobal-ownership';
import type { AccountsMessageKey } from './accounts.messages';

interface AccountCardProps {
  account: CustomerAccount;
  /** The signed-in shopper: "(you)" by their name, and whether they may transfer. */
  userId: string | undefined;
  t: Translate<AccountsMessageKey>;
  onTransfer: (qglobal: LinkedQglobal, opener: HTMLButtonElement) => void;
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** One customer account with its Q-global and aimswebPlus accounts (spec section 3). */
export function AccountCard({ account, userId, t, onTransfer }: AccountCardProps) {
  const personal = account.type === 'PERSONAL';
  return (
    <li className="account" part="item" data-account={account.id}>
      <h2 className="account-name">{account.name}</h2>
      <p className="account-type">
        {t(personal ? 'personal' : 'organisation')}
        {account.valid ? null : <span className="not-valid"> · {t('notValid')}</span>}
      </p>
      <dl className="numbers">
        <dt>{t('customerNumber')}</dt>
        <dd className="customer-number">{account.accountNumber ?? t('noCustomerNumber')}</dd>
        <dt>{t('qglobal')}</dt>
        <dd>
          {account.qglobalAccounts.length === 0 ? (
            t('none')
          ) : (
            <ul className="linked" aria-label={t('qglobal')}>
              {account.qglobalAccounts.map((qglobal) => {
                const owner = fullName(qglobal.owner);
                const yours = qglobal.owner.id === userId;
                const transferable = mayTransferQglobal(
                  { ownerId: qglobal.owner.id, linkedAccountType: account.type },
                  userId,
                );
                return (
                  <li key={qglobal.accountNumber} className="qglobal">
                    <span className="linked-number">{qglobal.accountNumber}</span>{' '}
                    <span className="linked-name">{qglobal.name}</span>{' '}
                    <span className="owner">
                      {t(yours ? 'ownerYou' : 'owner', { name: owner })}
                    </span>
                    {transferable ? (
                      <button
                        type="button"
                        className="button-link"
                        part="trigger"
                        aria-label={t('transferLabel', { number: qglobal.accountNumber })}
                        onClick={(event) => onTransfer(qglobal, event.currentTarget)}
                      >
                        {t('transfer')}
                      </button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </dd>
        <dt>{t('aimsweb')}</dt>
        <dd>
          {account.aimswebAccountNumbers.length === 0 ? (
            t('none')
          ) : (
            <ul className="linked" aria-label={t('aimsweb')}>
              {account.aimswebAccountNumbers.map((number) => (
                <li key={number} className="linked-number">
                  {number}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </li>
  );
}
