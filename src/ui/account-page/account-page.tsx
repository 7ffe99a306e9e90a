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

export type AccountPageStatus = 'loading' | 'ready' | 'not-found' | 'error';

/** The shell's texts a page may say more precisely (from its own catalog); defaults otherwise. */
export interface AccountPageTexts {
  signIn?: string;
  loading?: string;
  notFound?: string;
  loadError?: string;
}

export interface AccountPageProps extends AccountPageGateOptions {
  /** Its feature flag decides availability; `invoices` has no flag. */
  page: AccountPageId | 'overview' | 'invoices';
  /** False leaves out "Back to My account" (simplified invoice pages: no account there). */
  overviewLink?: boolean | undefined;
  className: string;
  /** Left out when the host page has its own heading (a CMS page's title). */
  title?: string | undefined;
  /** The heading's level: 2 under a host page's `<h1>` (default), 1 when the widget is the page. */
  headingLevel?: 1 | 2;
  status: AccountPageStatus;
  readyState?: string | undefined;
  texts?: AccountPageTexts | undefined;
  /** Not found and load failure: the link back to the list the id came from. */
  back?: { href: string; label: string } | undefined;
  /** Leave for this error page once the gate opens (a visitor signs in first: it may be theirs). */
  errorPage?: string | undefined;
  onRetry?: (() => void) | undefined;
  retrying?: boolean | undefined;
  /** Shown past the gate in every state (a live region must exist before its message). */
  notice?: ReactNode;
  /** More `data-*` attributes on the root (the quote page's `data-quote-state`). */
  rootData?: Readonly<Record<`data-${string}`, string | undefined>> | undefined;
  children?: ReactNode;
}

/**
 * The shell of every account page widget: gate, loading and failure states, heading, overview link.
 * When the control in use goes away with the state, focus moves to the heading, not the body.
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
      {/* The page's own markup beside the heading (the `heading-aside` slot of every account page
          element): a help link, a contact; nothing by default. */}
      {title ? (
        <div className="page-heading">
          <Heading className="page-title" tabIndex={-1} ref={headingRef}>
            {title}
          </Heading>
          <slot name="heading-aside" />
        </div>
      ) : (
        <slot name="heading-aside" />
      )}
      {gate === 'open' ? notice : null}
      {body}
      {/* Not under the loading skeleton: the content that replaces it would push the link down,
          and the page would move under the shopper's eyes. */}
      {page === 'overview' || !overviewLink || state === 'loading' ? null : (
        <p className="account-back">
          <a href={routes.account.root}>{t('backToOverview')}</a>
        </p>
      )}
    </div>
  );
}
