import { useTranslate } from '../../core/i18n/use-translate';
import { AccountPage } from '../../ui/account-page/account-page';
import { ACCOUNT_PAGES, type AccountPageId } from '../../ui/account-page/account-pages';
import { accountPlaceholderMessages } from './account-placeholder.messages';

export interface AccountPlaceholderProps {
  /** The account page it stands for (`qualifications`, `profile`…); an unknown one has no flag. */
  page?: string;
}

const isAccountPage = (page: string | undefined): page is AccountPageId =>
  (ACCOUNT_PAGES as readonly string[]).includes(page ?? '');

/**
 * <store-account-placeholder>: an account page whose widget comes in a later release. It already
 * behaves as that page will around its content (the account page shell): off with its feature
 * flag, asks a visitor to sign in, links back to the account overview; its content says the page
 * is coming soon.
 */
export function AccountPlaceholder({ page }: AccountPlaceholderProps) {
  const t = useTranslate(accountPlaceholderMessages);
  return (
    <AccountPage
      page={isAccountPage(page) ? page : 'overview'}
      className="account-placeholder"
      status="ready"
      readyState="coming-soon"
    >
      <p className="message">{t('comingSoon')}</p>
    </AccountPage>
  );
}
