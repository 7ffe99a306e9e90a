import { QUOTE_VALIDITY_DAYS, type EarlyExpiry } from '../../api/quotes/quote.schema';
import type { Params } from '../../core/i18n/messages';
import type { EarlyExpiryMessageKey } from './early-expiry.messages';
import { quoteDayParams } from './quote-dates';

/**
 * Where the notice is read: `preview` before the quote is created (the create quote dialog),
 * `quote` on an existing quote's page.
 */
export type EarlyExpiryContext = 'preview' | 'quote';

export interface EarlyExpiryMessage {
  key: EarlyExpiryMessageKey;
  params?: Params;
}

export interface EarlyExpiryTexts {
  title: EarlyExpiryMessage;
  /** Why (a pricing update, the end of the organisation's discount) and until when. */
  lines: readonly EarlyExpiryMessage[];
}

const REASON: Readonly<Record<EarlyExpiry['reason'], EarlyExpiryMessageKey>> = {
  PRICING_UPDATE: 'reasonPricingUpdate',
  ORGANISATION_DISCOUNT_END: 'reasonOrganisationDiscountEnd',
};

/**
 * What the early expiration notice says (spec section 9): the quote expires early, why, and on
 * which day, written on the site's calendar with the site's time zone named (`timeZone`, from the
 * quote or its preview), in `locale`.
 */
export function earlyExpiryTexts(
  earlyExpiry: EarlyExpiry,
  timeZone: string,
  locale: string,
  context: EarlyExpiryContext,
): EarlyExpiryTexts {
  const day = quoteDayParams(earlyExpiry.date, timeZone, locale);
  return {
    title: { key: context === 'preview' ? 'titlePreview' : 'titleQuote' },
    lines: [
      { key: REASON[earlyExpiry.reason], params: day },
      context === 'preview'
        ? { key: 'untilPreview', params: { ...day, days: QUOTE_VALIDITY_DAYS } }
        : { key: 'untilQuote', params: day },
    ],
  };
}
