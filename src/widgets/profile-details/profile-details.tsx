import { usePageQuery } from '../../core/queries/use-page-query';
import { useCallback } from 'react';
import {
  identityProfileQueryOptions,
  type IdentityProfile,
} from '../../auth/profile/identity-profile';
import { followNamesChange } from '../../auth/profile/names-changed';
import { useTranslate } from '../../core/i18n/use-translate';
import { useCore } from '../../core/react/core-context';
import { AccountPage } from '../../ui/account-page/account-page';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import { pageCode, usePageCode } from '../../ui/account-page/use-page-code';
import formsCss from '../../ui/forms/forms.css?inline';
import { useComponentSheet } from '../../ui/styles/use-component-sheet';
import { profileTexts } from './profile-texts';

const formsCode = pageCode(() => import('./profile-forms'));

/** <store-profile-details>: names, email and password, kept by the identity server. */
export function ProfileDetails() {
  useComponentSheet(formsCss);
  const t = useTranslate(profileTexts);
  const { gate, session } = useAccountPageGate('profile');
  const userId = gate === 'open' ? session.user?.id : undefined;
  const core = useCore();
  const query = usePageQuery(identityProfileQueryOptions(core, userId));
  const code = usePageCode(formsCode, gate);

  const keep = useCallback(
    (profile: IdentityProfile) => {
      core.queries.setData(identityProfileQueryOptions(core, userId).queryKey, () => profile);
    },
    [core, userId],
  );
  const namesSaved = useCallback(
    (profile: IdentityProfile) => {
      keep(profile);
      // The header's initials and every greeting read the new names now.
      followNamesChange(core, profile);
    },
    [core, keep],
  );

  const status = code.statusWith(query.data ? 'ready' : query.isError ? 'error' : 'loading');
  const Forms = code.module?.ProfileForms;

  return (
    <AccountPage
      page="profile"
      className="profile-details"
      status={status}
      texts={{
        signIn: t('signIn'),
        loading: t('loading'),
        loadError: code.loadErrorWith(t('loadError')),
      }}
      onRetry={code.failed ? code.retry : () => void query.refetch()}
      retrying={query.isFetching}
    >
      {Forms && query.data && userId ? (
        <Forms
          userId={userId}
          profile={query.data}
          t={t}
          onNamesSaved={namesSaved}
          onEmailRequested={keep}
        />
      ) : null}
    </AccountPage>
  );
}
