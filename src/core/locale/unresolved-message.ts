import { DEFAULT_LOCALE, type LocaleResolution } from './resolve-locale';

/** For the console (the core logs it once). */
export function describeUnresolved({
  host,
  segment,
}: NonNullable<LocaleResolution['unresolved']>): string {
  return segment === undefined
    ? `unknown host "${host}"; using ${DEFAULT_LOCALE}`
    : `unknown locale path "/${segment}" for host "${host}"; using ${DEFAULT_LOCALE}`;
}
