import { useId } from 'react';
import type { EarlyExpiry } from '../../api/quotes/quote.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { useComponentSheet } from '../styles/use-component-sheet';
import css from './early-expiry-notice.css?inline';
import { earlyExpiryTexts, type EarlyExpiryContext } from './early-expiry-texts';
import { earlyExpiryMessages } from './early-expiry.messages';

export interface EarlyExpiryNoticeProps {
  earlyExpiry: EarlyExpiry;
  /** The site's IANA time zone the day is counted in (the quote's or the preview's `timeZone`). */
  timeZone: string;
  /** `preview` in the create quote dialog, `quote` on the quote's page. */
  context: EarlyExpiryContext;
  /** The title's heading level where the notice sits (default 3, under a dialog's h2). */
  headingLevel?: 2 | 3 | 4;
}

/** The early quote expiration notice (spec sections 2 and 9), a labelled region. */
export function EarlyExpiryNotice({
  earlyExpiry,
  timeZone,
  context,
  headingLevel = 3,
}: EarlyExpiryNoticeProps) {
  useComponentSheet(css);
  const t = useTranslate(earlyExpiryMessages);
  const { locale } = useSite();
  const titleId = useId();
  const texts = earlyExpiryTexts(earlyExpiry, timeZone, locale, context);
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className="early-expiry"
      part="early-expiry"
      aria-labelledby={titleId}
      data-reason={earlyExpiry.reason}
    >
      <Heading id={titleId} className="early-expiry-title">
        {t(texts.title.key)}
      </Heading>
      {texts.lines.map((line) => (
        <p key={line.key}>{t(line.key, line.params)}</p>
      ))}
    </section>
  );
}
