import { useSite } from '../../core/react/use-store';
import { dateTimeFormat } from '../../rules/format/intl-formats';

/** A date (ISO date or date-time) in the site's language: "November 23, 2026". */
export function useOrderDate(): (iso: string) => string {
  const { locale } = useSite();
  return (iso: string) => {
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
    const date = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
    if (Number.isNaN(date.getTime())) return iso;
    return dateTimeFormat(locale, {
      dateStyle: 'long',
      ...(dateOnly ? { timeZone: 'UTC' } : {}),
    }).format(date);
  };
}
