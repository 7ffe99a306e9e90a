import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  identityProfileQueryOptions,
  type IdentityProfile,
} from '../../auth/profile/identity-profile';
import { followNamesChange } from '../../auth/profile/names-changed';
import { getCore } from '../../core/core';
import { useTranslate } from '../../core/i18n/use-translate';
import { AccountPage, type AccountPageStatus } from '../../ui/account-page/account-page';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import formsCss from '../../ui/forms/forms.css?inline';
import { useComponentSheet } from '../../ui/use-component-sheet';
import { EmailForm } from './email-form';
import { NamesForm } from './names-form';
import { PasswordForm } from './password-form';
import { profileTexts } from './profile-texts';

/**
 * <store-profile-details>: Profile & Password (`…/my-account/profile-details`). The signed-in
 * shopper's names, email address and password, kept by the identity server: names saved there
 * (the account menu's initials follow at once), an email change confirmed by a link sent to the
 * new address, and the password changed through the identity server's password tree. Each form
 * saves on its own, keeps what was typed on a failure, and acts once however often it is clicked.
 */
export function ProfileDetails() {
  useComponentSheet(formsCss);
  const t = useTranslate(profileTexts);
  const { gate, session } = useAccountPageGate('profile');
  const userId = gate === 'open' ? session.user?.id : undefined;
  const query = useQuery(identityProfileQueryOptions(userId));

  const keep = useCallback(
    (profile: IdentityProfile) => {
      getCore().queryClient.setQueryData(identityProfileQueryOptions(userId).queryKey, profile);
    },
    [userId],
  );
  const namesSaved = useCallback(
    (profile: IdentityProfile) => {
      keep(profile);
      // The header's initials and every widget that greets the shopper read the new names now.
      followNamesChange(profile);
    },
    [keep],
  );

  const status: AccountPageStatus = query.data ? 'ready' : query.isError ? 'error' : 'loading';

  return (
    <AccountPage
      page="profile"
      className="profile-details"
      status={status}
      texts={{ signIn: t('signIn'), loading: t('loading'), loadError: t('loadError') }}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    >
      {query.data && userId ? (
        <div className="profile-sections">
          <NamesForm userId={userId} profile={query.data} t={t} onSaved={namesSaved} />
          <EmailForm userId={userId} profile={query.data} t={t} onRequested={keep} />
          <PasswordForm profile={query.data} t={t} />
        </div>
      ) : null}
    </AccountPage>
  );
}
