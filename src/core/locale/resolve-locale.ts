import type { Locale } from './locales';

/**
 * The page's locale from its host name and first path segment (spec section 1). Nothing here but
 * strings and types: the loader resolves the locale too, for its early content reads, and the
 * site's tables (site-context.ts) stay in the runtime.
 */

/** The locale when the host names none of the ten sites, or the path names none of its locales. */
export const DEFAULT_LOCALE: Locale = 'en-us';

/**
 * Host suffix → the locales that host serves (spec section 1). Longest suffixes first so that
 * `co.uk` and `com.au` win over a bare `uk` or `com`. The first locale is the host's default when
 * no path segment chooses another.
 */
const HOST_SUFFIXES: readonly (readonly [suffix: string, locales: readonly Locale[]])[] = [
  ['co.uk', ['en-gb']],
  ['com.au', ['en-au', 'en-nz']],
  ['com', ['en-us']],
  ['ca', ['en-ca', 'fr-ca']],
  ['asia', ['ja-jp', 'zh-sg']],
  ['nl', ['nl-nl']],
  ['es', ['es-es']],
];

/** A first path segment shaped like a locale (`fr-ca`, `en_NZ`): if it names none of the host's locales, it is an error. */
const LOCALE_SHAPED = /^[a-z]{2}[-_][a-z]{2}$/i;

/** The pseudo-locale: accented, lengthened English on the host's default site; only texts change. */
export const PSEUDO_LOCALE = 'en-xa';

export interface LocaleResolution {
  locale: Locale;
  /** What could not be resolved (en-us was used); worded by unresolved-message.ts. */
  unresolved?: { host: string; segment?: string };
  /** The pseudo-locale was chosen: the texts are shown pseudo-localized. */
  pseudo?: true;
}

function localesForHost(host: string): readonly Locale[] | undefined {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  for (const [suffix, locales] of HOST_SUFFIXES) {
    if (name === suffix || name.endsWith(`.${suffix}`)) return locales;
  }
  return undefined;
}

/**
 * Chooses among a host's locales by a path segment: the whole locale (`en-nz`), its language
 * part (`fr` on .ca) or its country part (`nz` on .com.au, `sg` on .asia).
 */
function localeForSegment(segment: string, candidates: readonly Locale[]): Locale | undefined {
  const s = segment.toLowerCase().replace('_', '-');
  return (
    candidates.find((l) => l === s) ??
    candidates.find((l) => l.slice(0, 2) === s) ??
    candidates.find((l) => l.slice(3) === s)
  );
}

/** Resolves one of the ten locales from a host name and the first path segment of the URL. */
export function resolveLocale(host: string, firstPathSegment = ''): LocaleResolution {
  const candidates = localesForHost(host);
  if (!candidates) {
    return { locale: DEFAULT_LOCALE, unresolved: { host } };
  }
  const segment = firstPathSegment.trim();
  if (segment.toLowerCase().replace('_', '-') === PSEUDO_LOCALE) {
    return { locale: candidates[0] ?? DEFAULT_LOCALE, pseudo: true };
  }
  const chosen = segment ? localeForSegment(segment, candidates) : undefined;
  if (chosen) return { locale: chosen };
  if (segment && LOCALE_SHAPED.test(segment)) {
    return { locale: DEFAULT_LOCALE, unresolved: { host, segment } };
  }
  return { locale: candidates[0] ?? DEFAULT_LOCALE };
}

export function firstPathSegment(pathname: string): string {
  return pathname.split('/').find((part) => part !== '') ?? '';
}

/**
 * The page's locale: from the configured `host` and `localePath` where set, else from the page's
 * own host name and first path segment. The core and the loader's early reads both ask here.
 */
export function resolvePageLocale(
  host: string | undefined,
  localePath: string | undefined,
  location: Pick<Location, 'hostname' | 'pathname'> | undefined = globalThis.location,
): LocaleResolution {
  return resolveLocale(
    host || (location?.hostname ?? ''),
    localePath ?? firstPathSegment(location?.pathname ?? '/'),
  );
}
