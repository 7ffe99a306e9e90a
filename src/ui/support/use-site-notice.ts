import { useTranslate } from '../../core/i18n/use-translate';
import { useCore } from '../../core/react/core-context';
import { siteNoticeMessages } from './site-notice.messages';

/** The support notice shown now (within the config's `supportNotice` window), or null. */
export function useSiteNotice(now: Date = new Date()): string | null {
  const t = useTranslate(siteNoticeMessages);
  const { from, until } = useCore().config.supportNotice;
  const time = now.getTime();
  if (from !== undefined && time < Date.parse(from)) return null;
  if (time >= Date.parse(until)) return null;
  return t('closureNotice');
}
