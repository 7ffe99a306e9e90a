import { useEffect } from 'react';
import { useTranslate } from '../../core/i18n/use-translate';
import { useCore } from '../../core/react/core-context';
import { useStoreSelector } from '../../core/react/use-store';
import type { StoreNotification } from '../../core/store/store';
import { sessionActions } from '../../auth/session/session-on-demand';
import { SIGNED_IN_PREFETCH_MS } from '../../auth/session-constants/session-constants';
import { focusHomeRef } from '../../ui/focus/focus-home';
import { useSignIn } from '../../ui/sign-in/use-sign-in';
import { useStartedSession } from '../../ui/session/use-started-session';
import { accountMenuMessages } from './account-menu.messages';
import { NotificationList } from './notification-list';
import { lazyPart, PartBoundary } from '../../ui/lazy/lazy-part';
import { useWidgetCommands } from '../../core/element/widget-commands';

// A signed-out visitor never downloads the menu; the sign-in form comes on pointer or focus.
const SignedInMenu = lazyPart(
  () => import('./signed-in-menu'),
  (m) => m.SignedInMenu,
);
const IdleWarningDialog = lazyPart(
  () => import('./idle-warning-dialog'),
  (m) => m.IdleWarningDialog,
);
const StepUpDialog = lazyPart(
  () => import('./step-up-dialog'),
  (m) => m.StepUpDialog,
);

const selectNotifications = (state: { notifications: readonly StoreNotification[] }) =>
  state.notifications;
const selectStepUp = (state: { stepUp: Readonly<Record<string, string>> | null }) => state.stepUp;

/** <store-account-menu>: sign in, the account menu with the shopper's initials, sign out. */
export function AccountMenu() {
  const t = useTranslate(accountMenuMessages);
  const core = useCore();
  const session = useStartedSession();
  const notifications = useStoreSelector(selectNotifications);
  const stepUp = useStoreSelector(selectStepUp);
  // Not SignInButton: the form stays mounted while the menu turns to the initials, and closes itself.
  const signIn = useSignIn();
  const signedIn = session.user !== null;
  // The page-level `storeWidgets.signIn()` (src/page-actions.ts) opens this menu's sign-in.
  useWidgetCommands({ signIn: signIn.open });
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(IdleWarningDialog.prefetch, SIGNED_IN_PREFETCH_MS);
    return () => clearTimeout(timer);
  }, [signedIn]);

  return (
    <div
      className="account-menu"
      part="base"
      data-state={session.loading ? 'loading' : session.user ? 'signed-in' : 'signed-out'}
    >
      {session.loading ? (
        <span className="account-placeholder" role="status" aria-label={t('loading')} />
      ) : session.user ? (
        <PartBoundary fallback={<span className="account-placeholder" />}>
          <SignedInMenu
            user={session.user}
            t={t}
            onSignOut={() => void sessionActions.signOut(core, { reason: 'user' })}
          />
        </PartBoundary>
      ) : !core.config.sessionEnabled ? null : (
        // Session feature off (simplified invoice pages, spec section 6): no sign-in.
        <button
          type="button"
          className="sign-in-button"
          part="trigger"
          ref={focusHomeRef}
          onClick={signIn.open}
          onPointerEnter={signIn.prefetch}
          onFocus={signIn.prefetch}
        >
          {t('signIn')}
        </button>
      )}
      {signIn.dialog}
      {session.idleWarning !== null && (
        <PartBoundary fallback={null}>
          <IdleWarningDialog
            secondsLeft={session.idleWarning}
            onStay={() => void sessionActions.staySignedIn(core)}
            onSignOut={() => void sessionActions.signOut(core, { reason: 'user' })}
            t={t}
          />
        </PartBoundary>
      )}
      {stepUp && (
        <PartBoundary fallback={null}>
          <StepUpDialog query={{ ...stepUp }} t={t} />
        </PartBoundary>
      )}
      <NotificationList
        notifications={notifications}
        onDismiss={(id) => void sessionActions.dismissNotification(core, id)}
        t={t}
      />
    </div>
  );
}
