/**
 * The CMS content the header and the footer show first, requested by the loader while the runtime
 * downloads (issue 14): by the time the widgets render, their content is here or on its way. The
 * content queries take the request in flight (takePrefetched), so nothing is fetched twice.
 *
 * Like the lazy registry, this is loader code: free of React and of the rest of the core, its
 * state on a global that two copies of the loader share.
 */
import { isAuthorMode } from '../config/author-mode';
import { HTTP_BASE, readRawConfig } from '../config/raw-config';
import { firstPathSegment, resolveLocale } from '../locale/page-locale';

export const NAV_CONTENT_FILE = 'first-level-nav-content.json';
export const FOOTER_CONTENT_FILE = 'footer-content.json';

/** The content a tag shows first. */
const FIRST_CONTENT: Record<string, string> = {
  'store-header': NAV_CONTENT_FILE,
  'store-footer': FOOTER_CONTENT_FILE,
};

/** URL of a per-locale content resource on the regional content host. */
export function contentPath(contentBase: string, locale: string, file: string): string {
  return `${contentBase}/content/${locale}/${file}`;
}

const KEY = Symbol.for('store-widgets.prefetched');

function inFlight(): Map<string, Promise<Response>> {
  const holder = globalThis as typeof globalThis & { [KEY]?: Map<string, Promise<Response>> };
  holder[KEY] ??= new Map();
  return holder[KEY];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * Requests the first content of every header and footer in `doc`, for the locale the runtime will
 * resolve. A configuration the runtime would reject or correct is skipped: the runtime then fetches
 * its own (a request under another URL is never taken, so a wrong guess costs a request at most).
 * An author's page requests nothing (issue 13).
 */
export function prefetchFirstContent(doc: Document): void {
  const raw = readRawConfig(doc);
  const contentBase = raw.contentBase ?? '';
  if (typeof contentBase !== 'string' || !HTTP_BASE.test(contentBase)) return;
  const authorMode = raw.authorMode !== undefined && raw.authorMode !== false;
  if (isAuthorMode({ authorMode }, location.search)) return;
  const host = text(raw.host) || location.hostname;
  const segment = text(raw.localePath) ?? firstPathSegment(location.pathname);
  const { locale } = resolveLocale(host, segment);
  const requests = inFlight();
  for (const [tag, file] of Object.entries(FIRST_CONTENT)) {
    const url = contentPath(contentBase, locale, file);
    if (!doc.querySelector(tag) || requests.has(url)) continue;
    const request = fetch(url, { headers: { Accept: 'application/json' } });
    // Not taken (the tag left the page first): its failure is nobody's.
    request.catch(() => {});
    requests.set(url, request);
  }
}

/** The loader's request for `url`, once: a later fetch of the same content goes to the network. */
export function takePrefetched(url: string): Promise<Response> | undefined {
  const request = inFlight().get(url);
  inFlight().delete(url);
  return request;
}
