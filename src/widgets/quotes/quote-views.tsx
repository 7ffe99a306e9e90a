import type { ReactNode } from 'react';
import type { QuoteState } from '../../api/quotes/quote.schema';
import type { Translate } from '../../core/i18n/messages';
import { useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import type { QuotesMessageKey } from './quotes.messages';

/**
 * Pieces both quote pages show: the widget's root (its `data-state` is what tests and integrators
 * read), the visitor's sign-in prompt, and the "could not load" message with its retry.
 */

export function Frame({
  className,
  state,
  children,
  quoteState,
}: {
  className: string;
  state: string;
  children: ReactNode;
  /** On the details page: the quote's own state once it is shown. */
  quoteState?: QuoteState | undefined;
}) {
  return (
    <div className={className} part="base" data-state={state} data-quote-state={quoteState}>
      {children}
    </div>
  );
}

/**
 * A visitor is asked to sign in: the login page, with this page (path and query) as `returnTo`,
 * so signing in there comes back here (src/auth/session/after-sign-in.ts).
 */
export function SignInPrompt({ text, t }: { text: string; t: Translate<QuotesMessageKey> }) {
  const site = useSite();
  const here = `${globalThis.location.pathname}${globalThis.location.search}`;
  return (
    <>
      <p className="message">{text}</p>
      <a
        className="button-primary"
        part="trigger"
        href={storeRoutes(site).login({ returnTo: here })}
      >
        {t('signIn')}
      </a>
    </>
  );
}

export function LoadError({
  message,
  retrying,
  onRetry,
  t,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
  t: Translate<QuotesMessageKey>;
}) {
  return (
    <div className="error">
      <p className="message" role="alert">
        {message}
      </p>
      <button
        type="button"
        className="button-primary"
        part="trigger"
        aria-disabled={retrying || undefined}
        onClick={retrying ? undefined : onRetry}
      >
        {t('tryAgain')}
      </button>
    </div>
  );
}

/** A quote's state as a labelled badge ("Active", "Expired", "Ordered"). */
export function StateBadge({ state, t }: { state: QuoteState; t: Translate<QuotesMessageKey> }) {
  return (
    <span className="quote-state" data-quote-state={state}>
      {t(`state${state}`)}
    </span>
  );
}
