import { useTranslate } from '../../core/i18n/use-translate';
import { siteNoticeMessages } from './site-notice.messages';

/**
 * The support notice the site shows now, or null when none applies. The header's banner and the
 * Need Help dialog both ask here, so the dialog repeats exactly what the banner says. The notice
 * is a catalog text of ours (not CMS content), shown as text. The spec dates it without a year, so
 * it has no end date here: it applies whenever the banner shows it, which today is always.
 */
export function useSiteNotice(): string | null {
  const t = useTranslate(siteNoticeMessages);
  return t('closureNotice');
}
