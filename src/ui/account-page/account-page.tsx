import { RetryAlert } from '../feedback/retry-alert';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { thisPageReturnTo } from '../../core/routes/return-to';
import { storeRoutes } from '../../core/routes/routes';
import { Skeleton } from '../feedback/skeleton';
import { useComponentSheet } from '../styles/use-component-sheet';
import css from './account-page.css?inline';
import { accountPageMessages } from './account-page.messages';
import type { AccountPageId } from './account-pages';
import { useAccountPageGate, type AccountPageGateOptions } from './use-account-page-gate';
import { focusOutcome } from '../focus/focus-outcome';
import { useLeaveForErrorPage } from '../error-page/error-page-redirect';

/** Where the page's own content stands, once the shell lets the shopper in. */
export type AccountPageStatus = 'loading' | 'ready' | 'not-found' | 'error';

/** The shell's texts a page may say more precisely (from its own catalog); defaults otherwise. */
export interface AccountPageTexts {
  /** "Please sign in to see your saved carts." */
  signIn?: string;
  loading?: string;
  /** "We could not find this saved cart. It may have been restored or deleted." */
  notFound?: string;
  loadError?: string;
}

export interface AccountPageProps extends AccountPageGateOptions {
  /**
   * Which account page this is: its feature flag decides whether it is available. `invoices`:
   * the invoice pages (no flag; not in the account menu).
   */
  page: AccountPageId | 'overview' | 'invoices';
  /** False leaves out "Back to My account" (simplified invoice pages: no account there). */
  overviewLink?: boolean | undefined;
  /** The root element's class (the widget's own styles). */
  className: string;
  /**
   * The page's heading. Leave it out when the host page has its own heading for the widget (a
   * CMS page's title).
   */
  title?: string | undefined;
  /** The heading's level: 2 under a host page's `<h1>` (default), 1 when the widget is the page. */
  headingLevel?: 1 | 2;
  /** The content's state; `ready` shows the children. */
  status: AccountPageStatus;
  /** `data-state` when ready (`loaded` by default; `empty`, `restored`… for the page's own). */
  readyState?: string | undefined;
  texts?: AccountPageTexts | undefined;
  /**
   * Not found and load failure: the link back (the list the id came from); without it the account
   * overview's link below is the way back.
   */
  back?: { href: string; label: string } | undefined;
  /**
   * The page cannot be shown for good (its id is malformed, or the platform said the resource is
   * not there or not the shopper's: src/ui/error-page/error-page-redirect.ts): the shell sends the
   * shopper to this error page, once the gate lets them in (a visitor signs in first: it may be
   * theirs).
   */
  errorPage?: string | undefined;
  /** Load failure: "Try again" calls this; `retrying` while it runs. */
  onRetry?: (() => void) | undefined;
  retrying?: boolean | undefined;
  /** Shown above the content in every state past the gate (a live region that must already exist). */
  notice?: ReactNode;
  /**
   * More `data-*` attributes on the root, for a page that tells integrators more than its state
   * (the quote page's `data-quote-state`); undefined ones are left out.
   */
  rootData?: Readonly<Record<`data-${string}`, string | undefined>> | undefined;
  children?: ReactNode;
}

/**
 * The shell every account page widget wraps its content in: one behaviour for what all
 * of them must do besides their own content.
 *
 * - A page whose feature flag is off says it is not available (never a blank widget).
 * - A visitor is asked to sign in, with a link to the login page that comes back here (`returnTo`).
 * - Loading, "not found" (an unknown id in the URL) and a load failure with "Try again", each
 *   with the page's link back (the list the id came from) when it gives one.
 * - A page that cannot be shown for good leaves for the error page it names (`errorPage`).
 * - The page's heading and, under every state, a link back to the account overview.
 *
 * Focus: when the control the shopper was using goes away with the state (Try again, once loaded),
 * focus moves to the heading (or the shell) instead of being lost to the page's body. A state
 * change the shopper did not cause never moves focus.
 *
 * The root carries `part="base"` and `data-state`: `loading`, `unavailable`, `signed-out`,
 * `not-found`, `error`, `redirecting` (on its way to the error page), or the ready state (`loaded` unless the page says otherwise).
 */
export function AccountPage({
  page,
  className,
  title,
  headingLevel = 2,
  status,
  readyState = 'loaded',
  texts = {},
  back,
  errorPage,
  onRetry,
  retrying = false,
  notice,
  rootData,
  children,
  visitors,
  available,
  overviewLink = true,
}: AccountPageProps) {
  useComponentSheet(css);
  const t = useTranslate(accountPageMessages);
  const routes = storeRoutes(useSite());
  const { gate } = useAccountPageGate(page, { visitors, available });
  const leaveFor = gate === 'open' ? errorPage : undefined;
  const state =
    gate !== 'open' ? gate : leaveFor ? 'redirecting' : status === 'ready' ? readyState : status;
  useLeaveForErrorPage(leaveFor);
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hadFocus = useRef(false);
  const shownState = useRef(state);

  useEffect(() => {
    if (shownState.current === state) return;
    shownState.current = state;
    const root = rootRef.current;
    if (!hadFocus.current || !root) return;
    // Focus that left with a removed control falls back to the document's body.
    const active = root.ownerDocument.activeElement;
    if (active && active !== root.ownerDocument.body) return;
    focusOutcome(headingRef.current ?? root);
  }, [state]);

  const backLink = back ? (
    <p className="actions">
      <a href={back.href}>{back.label}</a>
    </p>
  ) : null;
  let body: ReactNode;
  if (state === 'unavailable') {
    body = (
      <>
        <p className="message" role="status">
          {t('unavailable')}
        </p>
        <p className="hint">{t('unavailableHint')}</p>
      </>
    );
  } else if (leaveFor) {
    // What the page says while the error page loads (or if the navigation is blocked).
    body = (
      <p className="message" role="status">
        {t('leaving')} <a href={leaveFor}>{t('leavingLink')}</a>
      </p>
    );
  } else if (state === 'loading') {
    body = <Skeleton label={texts.loading ?? t('loading')} rows={3} />;
  } else if (state === 'signed-out') {
    body = (
      <>
        <p className="message">{texts.signIn ?? t('signIn')}</p>
        <p className="actions">
          <a
            className="button-primary"
            part="trigger"
            href={routes.login({ returnTo: thisPageReturnTo() })}
          >
            {t('signInLink')}
          </a>
        </p>
      </>
    );
  } else if (state === 'not-found') {
    body = (
      <>
        <p className="message" role="alert">
          {texts.notFound ?? t('notFound')}
        </p>
        {backLink}
      </>
    );
  } else if (state === 'error') {
    body = (
      <>
        <RetryAlert
          message={texts.loadError ?? t('loadError')}
          retryLabel={t('tryAgain')}
          retrying={retrying}
          onRetry={onRetry}
        />
        {backLink}
      </>
    );
  } else {
    body = children;
  }

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      {...rootData}
      className={`account-page ${className}`}
      part="base"
      data-state={state}
      ref={rootRef}
      tabIndex={title ? undefined : -1}
      onFocus={() => {
        hadFocus.current = true;
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) hadFocus.current = false;
      }}
    >
      {title ? (
        <Heading className="page-title" tabIndex={-1} ref={headingRef}>
          {title}
        </Heading>
      ) : null}
      {gate === 'open' ? notice : null}
      {body}
      {page === 'overview' || !overviewLink ? null : (
        <p className="account-back">
          <a href={routes.account.root}>{t('backToOverview')}</a>
        </p>
      )}
    </div>
  );
}
