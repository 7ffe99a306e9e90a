import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslate } from '../../core/i18n/use-translate';
import { useStoreSelector } from '../../core/react/use-store';
import { getCore } from '../../core/core';
import type { StoreNotification } from '../../core/store/store';
import {
  dismissNotification,
  signIn,
  signOut,
  staySignedIn,
} from '../../auth/session/session-actions';
import { accountMenuMessages } from './account-menu.messages';
import { IdleWarningDialog } from './idle-warning-dialog';
import { NotificationList } from './notification-list';
import { useStartedSession } from '../../ui/use-started-session';

// Loaded only when needed: a signed-out visitor never downloads the menu's popover code, and the
// sign-in form arrives when the shopper points at or focuses "Sign in".
const importSignedInMenu = () =>
  import('./signed-in-menu').then((m) => ({ default: m.SignedInMenu }));
const importSignInDialog = () =>
  import('./sign-in-dialog').then((m) => ({ default: m.SignInDialog }));
const SignedInMenu = lazy(importSignedInMenu);
const SignInDialog = lazy(importSignInDialog);
const StepUpDialog = lazy(() =>
  import('./step-up-dialog').then((m) => ({ default: m.StepUpDialog })),
);
const prefetchSignIn = () => void importSignInDialog();

const selectNotifications = (state: { notifications: readonly StoreNotification[] }) =>
  state.notifications;
const selectStepUp = (state: { stepUp: Readonly<Record<string, string>> | null }) => state.stepUp;

/** <store-account-menu>: sign in, the account menu with the shopper's initials, sign out. */
export function AccountMenu() {
  const t = useTranslate(accountMenuMessages);
  const session = useStartedSession();
  const notifications = useStoreSelector(selectNotifications);
  const stepUp = useStoreSelector(selectStepUp);
  const [signingIn, setSigningIn] = useState(false);
  const closeSignIn = useCallback(() => setSigningIn(false), []);

  const openSignIn = () => {
    if (getCore().config.loginMode === 'redirect') void signIn();
    else setSigningIn(true);
  };

  return (
    <div
      className="account-menu"
      part="base"
      data-state={session.loading ? 'loading' : session.user ? 'signed-in' : 'signed-out'}
    >
      {session.loading ? (
        <span className="account-placeholder" role="status" aria-label={t('loading')} />
      ) : session.user ? (
        <Suspense fallback={<span className="account-placeholder" />}>
          <SignedInMenu
            user={session.user}
            t={t}
            onSignOut={() => void signOut({ reason: 'user' })}
          />
        </Suspense>
      ) : (
        <button
          type="button"
          className="sign-in-button"
          part="trigger"
          onClick={openSignIn}
          onPointerEnter={prefetchSignIn}
          onFocus={prefetchSignIn}
        >
          {t('signIn')}
        </button>
      )}
      {signingIn && (
        <Suspense fallback={null}>
          <SignInDialog open={signingIn} onClose={closeSignIn} t={t} />
        </Suspense>
      )}
      <IdleWarningDialog
        secondsLeft={session.idleWarning}
        onStay={staySignedIn}
        onSignOut={() => void signOut({ reason: 'user' })}
        t={t}
      />
      {stepUp && (
        <Suspense fallback={null}>
          <StepUpDialog query={{ ...stepUp }} t={t} />
        </Suspense>
      )}
      <NotificationList notifications={notifications} onDismiss={dismissNotification} t={t} />
    </div>
  );
}
