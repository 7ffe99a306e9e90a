/**
 * Address verification (Spartacus' AddressValidation): REJECT the impossible, REVIEW a near miss
 * of a gazetteer place (suggesting it), ACCEPT the rest.
 */
import { toOccAddress, type AddressInput } from '../../api/addresses/address.schema';
import { type AddressVerificationWire } from '../../api/addresses/address-services.schema';
import { SEED_GAZETTEER, type GazetteerEntry } from './seed-addresses';

/** "Nowhere" as a word of its own, in any case: "12 Nowhere Lane", not "Nowhereville". */
const NOWHERE = /\bnowhere\b/i;
/** A postal code of zeros only ("00000", "000-0000"). */
const ALL_ZEROS = /^[\s-]*0[0\s-]*$/;

const tidy = (text: string | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** "350 Fifth Ave." → { number: "350", name: "fifth" }: the street number and its name's first word. */
function streetStart(line1: string): { number: string; name: string } | undefined {
  const match = /^\s*(\d+[a-z]?)\s+([a-z0-9]+)/i.exec(line1);
  return match?.[1] && match[2]
    ? { number: match[1].toLowerCase(), name: match[2].toLowerCase() }
    : undefined;
}

function samePlace(address: AddressInput, entry: GazetteerEntry): boolean {
  return (
    tidy(address.line1) === tidy(entry.line1) &&
    tidy(address.town) === tidy(entry.town) &&
    tidy(address.region) === tidy(entry.region) &&
    tidy(address.postalCode).replace(/ /g, '') === tidy(entry.postalCode).replace(/ /g, '')
  );
}

/** The gazetteer entry with the address's country, street number and street name start. */
function lookalike(address: AddressInput): GazetteerEntry | undefined {
  const start = streetStart(address.line1);
  if (!start) return undefined;
  return SEED_GAZETTEER.find((entry) => {
    const known = streetStart(entry.line1);
    return (
      entry.country === address.country.trim().toUpperCase() &&
      known?.number === start.number &&
      known.name === start.name
    );
  });
}

/** OCC's AddressValidation: the decision, and in REVIEW the address it suggests instead. */
export function verifyAddress(address: AddressInput): AddressVerificationWire {
  if (NOWHERE.test(address.line1) || ALL_ZEROS.test(address.postalCode)) {
    return { decision: 'REJECT', suggestedAddresses: [] };
  }
  const entry = lookalike(address);
  if (!entry || samePlace(address, entry)) return { decision: 'ACCEPT', suggestedAddresses: [] };
  return {
    decision: 'REVIEW',
    suggestedAddresses: [
      toOccAddress({
        firstName: address.firstName,
        lastName: address.lastName,
        ...(address.companyName ? { companyName: address.companyName } : {}),
        country: entry.country,
        region: entry.region,
        town: entry.town,
        line1: entry.line1,
        line2: address.line2 ?? '',
        line3: address.line3 ?? '',
        postalCode: entry.postalCode,
      }),
    ],
  };
}
