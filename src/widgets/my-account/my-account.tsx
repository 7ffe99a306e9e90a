import { useId } from 'react';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { AccountPage } from '../../ui/account-page/account-page';
import { accountLinks, type AccountLink } from '../../ui/account-page/account-pages';
import { accountPageNames } from '../../ui/account-page/account-pages.messages';
import { useAccountFlags } from '../../ui/account-page/use-account-flags';
import { myAccountMessages } from './my-account.messages';

export interface MyAccountProps {
  /** The overview's own heading, for a page with no heading of its own. */
  showTitle?: boolean;
}

function OverviewItem({ link }: { link: AccountLink }) {
  const name = useTranslate(accountPageNames);
  const t = useTranslate(myAccountMessages);
  const descriptionId = useId();
  return (
    <li className="overview-item" part="item">
      <a href={link.href} aria-describedby={descriptionId}>
        {name(link.id)}
      </a>
      <p className="overview-description" id={descriptionId}>
        {t(link.id)}
      </p>
    </li>
  );
}

/** <store-my-account>: the account menu's pages (flags apply as there), each with one line. */
export function MyAccount({ showTitle = false }: MyAccountProps) {
  const t = useTranslate(myAccountMessages);
  const name = useTranslate(accountPageNames);
  const links = accountLinks(useSite(), useAccountFlags());
  return (
    <AccountPage
      page="overview"
      className="my-account"
      title={showTitle ? name('overview') : undefined}
      headingLevel={1}
      status="ready"
      texts={{ signIn: t('signIn') }}
    >
      <ul className="overview" aria-label={t('listLabel')}>
        {links.map((link) => (
          <OverviewItem key={link.id} link={link} />
        ))}
      </ul>
    </AccountPage>
  );
}
