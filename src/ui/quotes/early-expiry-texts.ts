import { QUOTE_VALIDITY_DAYS, type EarlyExpiry } from '../../api/quotes/quote.schema';
import type { Params } from '../../core/i18n/messages';
import type { EarlyExpiryMessageKey } from './early-expiry.messages';
import { quoteDayParams } from './quote-dates';

/** `preview`: in the create quote dialog, before the quote exists. */
export type EarlyExpiryContext = 'preview' | 'quote';

export interface EarlyExpiryMessage {
  key: EarlyExpiryMessageKey;
  params?: Params;
}

export interface EarlyExpiryTexts {
  title: EarlyExpiryMessage;
  lines: readonly EarlyExpiryMessage[];
}

const REASON: Readonly<Record<EarlyExpiry['reason'], EarlyExpiryMessageKey>> = {
  PRICING_UPDATE: 'reasonPricingUpdate',
  ORGANISATION_DISCOUNT_END: 'reasonOrganisationDiscountEnd',
};

/** The early expiration notice (spec section 9), its day on the site's calendar and zone. */
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
