import { usePreferences } from '../../api/preferences/preferences';
import { useTranslate } from '../../core/i18n/use-translate';
import { AccountPage, type AccountPageStatus } from '../../ui/account-page/account-page';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import formsCss from '../../ui/forms/forms.css?inline';
import { useComponentSheet } from '../../ui/use-component-sheet';
import { PreferencesForm } from './preferences-form';
import { preferencesMessages } from './preferences.messages';

/**
 * <store-preferences>: the Preferences account page (`…/my-account/preferences`): the signed-in
 * shopper's communication and regional preferences, kept by the platform.
 */
export function PreferencesPage() {
  useComponentSheet(formsCss);
  const t = useTranslate(preferencesMessages);
  const { gate, session } = useAccountPageGate('preferences');
  const userId = gate === 'open' ? session.user?.id : undefined;
  const query = usePreferences(userId);
  const status: AccountPageStatus = query.data ? 'ready' : query.isError ? 'error' : 'loading';
  return (
    <AccountPage
      page="preferences"
      className="preferences"
      status={status}
      texts={{ signIn: t('signIn'), loading: t('loading'), loadError: t('loadError') }}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    >
      {query.data && userId ? (
        <PreferencesForm userId={userId} preferences={query.data} t={t} />
      ) : null}
    </AccountPage>
  );
}
