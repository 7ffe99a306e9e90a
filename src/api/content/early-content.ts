import { isAuthorMode } from '../../core/config/author-mode';
import { readRawConfig } from '../../core/config/raw-config';
import { startEarlyRead } from '../../core/early-reads';
import { rawPageLocale, rawString } from '../../core/locale/raw-page-locale';
import { JSON_ACCEPT } from '../http/json-accept';
import { contentUrlFor, FOOTER_CONTENT_FILE, NAV_CONTENT_FILE } from './content-files';

/** The content every page's widgets read first, by tag (what their elements prefetch). */
const FIRST_READS: Record<string, string> = {
  'store-header': NAV_CONTENT_FILE,
  'store-footer': FOOTER_CONTENT_FILE,
};

/** Loader code: starts the header's and footer's CMS reads early; never in the author mode. */
export function startEarlyContentReads(doc: Document): void {
  // A page without a header or footer reads no configuration here.
  const files = Object.entries(FIRST_READS)
    .filter(([tag]) => doc.querySelector(tag))
    .map(([, file]) => file);
  if (files.length === 0) return;
  const raw = readRawConfig(doc);
  if (isAuthorMode({ authorMode: raw.authorMode === true }, globalThis.location?.search ?? '')) {
    return;
  }
  const locale = rawPageLocale(raw);
  const base = rawString(raw.contentBase) ?? '';
  for (const file of files) startEarlyRead(contentUrlFor(base, locale, file), JSON_ACCEPT);
}
