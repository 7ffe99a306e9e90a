import { useTranslate } from '../../core/i18n/use-translate';
import { useCore } from '../../core/react/core-context';
import { siteNoticeMessages } from './site-notice.messages';

/**
 * The support notice the site shows now, or null when none applies. The header's banner and the
 * Need Help dialog both ask here, so the dialog repeats exactly what the banner says. The notice
 * is a catalog text of ours (not CMS content), shown as text, within its window (the
 * configuration's `supportNotice`: it disappears once support has reopened).
 */
export function useSiteNotice(now: Date = new Date()): string | null {
  const t = useTranslate(siteNoticeMessages);
  const { from, until } = useCore().config.supportNotice;
  const time = now.getTime();
  if (from !== undefined && time < Date.parse(from)) return null;
  if (time >= Date.parse(until)) return null;
  return t('closureNotice');
}
