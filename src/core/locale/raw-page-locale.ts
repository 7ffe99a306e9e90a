import { resolvePageLocale } from './resolve-locale';

export const rawString = (value: unknown) => (typeof value === 'string' ? value : undefined);

// Loader code: resolved as the core does, but from the unvalidated configuration, so a value the
// core would correct may name another locale.
export function rawPageLocale(raw: Record<string, unknown>): string {
  return resolvePageLocale(rawString(raw.host), rawString(raw.localePath)).locale;
}
