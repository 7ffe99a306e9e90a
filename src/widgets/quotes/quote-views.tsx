import type { QuoteState } from '../../api/quotes/quote.schema';
import type { Translate } from '../../core/i18n/messages';
import type { QuotesMessageKey } from './quotes.messages';

/** Pieces both quote pages show. */

export function StateBadge({ state, t }: { state: QuoteState; t: Translate<QuotesMessageKey> }) {
  return (
    <span className="quote-state" data-quote-state={state}>
      {t(`state${state}`)}
    </span>
  );
}
