import type { Locale } from './locales';

// The page's locale from its host name and first path segment (spec section 1). Only strings and
// types: the loader resolves it too, and the site's tables stay in the runtime.

export const DEFAULT_LOCALE: Locale = 'en-us';

/** Longest suffixes first, so `com.au` wins over `com`; the first locale is the host's default. */
const HOST_SUFFIXES: readonly (readonly [suffix: string, locales: readonly Locale[]])[] = [
  ['co.uk', ['en-gb']],
  ['com.au', ['en-au', 'en-nz']],
  ['com', ['en-us']],
  ['ca', ['en-ca', 'fr-ca']],
  ['asia', ['ja-jp', 'zh-sg']],
  ['nl', ['nl-nl']],
  ['es', ['es-es']],
];

/** A segment shaped like a locale that names none of the host's is an error. */
const LOCALE_SHAPED = /^[a-z]{2}[-_][a-z]{2}$/i;

/** Only texts change, on the host's default site. */
export const PSEUDO_LOCALE = 'en-xa';

export interface LocaleResolution {
  locale: Locale;
  /** DEFAULT_LOCALE was used. */
  unresolved?: { host: string; segment?: string };
  pseudo?: true;
}

function localesForHost(host: string): readonly Locale[] | undefined {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  for (const [suffix, locales] of HOST_SUFFIXES) {
    if (name === suffix || name.endsWith(`.${suffix}`)) return locales;
  }
  return undefined;
}

/** The whole locale (`en-nz`), its language (`fr` on .ca) or its country (`nz` on .com.au). */
function localeForSegment(segment: string, candidates: readonly Locale[]): Locale | undefined {
  const s = segment.toLowerCase().replace('_', '-');
  return (
    candidates.find((l) => l === s) ??
    candidates.find((l) => l.slice(0, 2) === s) ??
    candidates.find((l) => l.slice(3) === s)
  );
}

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

/** The configured `host` and `localePath` win over the page's own address. */
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
