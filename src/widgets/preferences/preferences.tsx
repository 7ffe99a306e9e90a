import { usePreferences } from '../../api/preferences/preferences';
import { useTranslate } from '../../core/i18n/use-translate';
import { AccountPage, type AccountPageStatus } from '../../ui/account-page/account-page';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import { pageCode, usePageCode } from '../../ui/account-page/use-page-code';
import { useFormFieldStyles } from '../../ui/forms/form-field';
import formsCss from '../../ui/forms/forms.css?inline';
import { useComponentSheet } from '../../ui/styles/use-component-sheet';
import { preferencesMessages } from './preferences.messages';

const formCode = pageCode(() => import('./preferences-form'));

/** <store-preferences>: the shopper's communication and regional preferences. */
export function PreferencesPage() {
  useComponentSheet(formsCss);
  // Its form writes the field's markup without FormField (a fieldset, a select).
  useFormFieldStyles();
  const t = useTranslate(preferencesMessages);
  const { gate, session } = useAccountPageGate('preferences');
  const userId = gate === 'open' ? session.user?.id : undefined;
  const query = usePreferences(userId);
  const code = usePageCode(formCode, gate);
  const status: AccountPageStatus = code.statusWith(
    query.data ? 'ready' : query.isError ? 'error' : 'loading',
  );
  const PreferencesForm = code.module?.PreferencesForm;
  return (
    <AccountPage
      page="preferences"
      className="preferences"
      status={status}
      texts={{
        signIn: t('signIn'),
        loading: t('loading'),
        loadError: code.loadErrorWith(t('loadError')),
      }}
      onRetry={code.failed ? code.retry : () => void query.refetch()}
      retrying={query.isFetching}
    >
      {PreferencesForm && query.data && userId ? (
        <PreferencesForm userId={userId} preferences={query.data} t={t} />
      ) : null}
    </AccountPage>
  );
}
