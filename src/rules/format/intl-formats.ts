// Building an Intl formatter costs far more than using one, and a list formats a date per row:
// one per locale and options for the page's life. The constructors throw as Intl's do.

type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames;

const cache = new Map<string, Formatter>();

function cached<F extends Formatter>(
  kind: string,
  locale: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as F | undefined;
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(locale, options)`, built once. */
export const dateTimeFormat = (
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat =>
  cached('d', locale, options, () => new Intl.DateTimeFormat(locale, options));

/** `new Intl.NumberFormat(locale, options)`, built once. */
export const numberFormat = (
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat => cached('n', locale, options, () => new Intl.NumberFormat(locale, options));

/** `new Intl.DisplayNames(locale, options)`, built once. */
export const displayNames = (
  locale: string,
  options: Intl.DisplayNamesOptions,
): Intl.DisplayNames => cached('r', locale, options, () => new Intl.DisplayNames(locale, options));
