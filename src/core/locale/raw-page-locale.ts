import { resolvePageLocale } from './resolve-locale';

/** A key of the configuration as written, when it is text. */
export const rawString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Loader code: the page's locale from the configuration as written (`readRawConfig`), resolved as
 * the core resolves it; the core's validation is not here, so a configuration it would correct may
 * name another locale.
 */
export function rawPageLocale(raw: Record<string, unknown>): string {
  return resolvePageLocale(rawString(raw.host), rawString(raw.localePath)).locale;
}
