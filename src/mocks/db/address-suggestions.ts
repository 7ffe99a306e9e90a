/**
 * The autosuggest service of the fake backend (spec section 7): places of the gazetteer whose
 * street contains the typed term. Like the platform, it writes a value it does not have as the
 * string "null" (the client reads it as null): line2 always, region where the country has none.
 */
import { SEED_GAZETTEER } from './seed-addresses';

/** Terms shorter than this find nothing (every street would match "1"). */
export const SUGGESTION_TERM_MIN = 3;
export const SUGGESTIONS_MAX = 5;

export interface WireSuggestion {
  id: string;
  line1: string;
  line2: string;
  town: string;
  region: string;
  postalCode: string;
  country: string;
}

export function suggestAddresses(term: string): WireSuggestion[] {
  const wanted = term.trim().toLowerCase();
  if (wanted.length < SUGGESTION_TERM_MIN) return [];
  return SEED_GAZETTEER.filter((entry) => entry.line1.toLowerCase().includes(wanted))
    .slice(0, SUGGESTIONS_MAX)
    .map((entry) => ({
      id: entry.id,
      line1: entry.line1,
      line2: 'null',
      town: entry.town,
      region: entry.region || 'null',
      postalCode: entry.postalCode,
      country: entry.country,
    }));
}
