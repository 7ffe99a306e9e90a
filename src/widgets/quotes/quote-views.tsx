import type { QuoteState } from '../../api/quotes/quote.schema';
import type { Translate } from '../../core/i18n/messages';
import type { QuotesMessageKey } from './quotes.messages';

/**
 * A piece both quote pages show (the list's rows, the quote's heading). Their frame (sign in,
 * loading, not found, load failure, back to My account) is the account page shell's
 * (src/ui/account-page/account-page.tsx).
 */

/** A quote's state as a labelled badge ("Active", "Expired", "Ordered"). */
export function StateBadge({ state, t }: { state: QuoteState; t: Translate<QuotesMessageKey> }) {
  return (
    <span className="quote-state" data-quote-state={state}>
      {t(`state${state}`)}
    </span>
  );
}
