import type { AddressInput } from '../../api/addresses/address.schema';
import { useSite } from '../../core/react/use-store';
import { countryName } from '../../rules/address/country-name';
import { namedRegion } from '../../rules/address/named-regions';
import { useComponentSheet } from '../styles/use-component-sheet';
import css from './address-text.css?inline';

/** Countries whose addresses write the region as its postal abbreviation ("IL", "ON", "NSW"). */
const ABBREVIATED_REGIONS = new Set(['US', 'CA', 'AU']);

/** The region as an address writes it: the abbreviation, or the name (Japan's "13" is "Tokyo"). */
function regionText(country: string, region: string | undefined): string {
  if (!region) return '';
  if (ABBREVIATED_REGIONS.has(country)) return region;
  return namedRegion(country, region) ?? region;
}

/** The lines of an address as it is printed: names, organisation, street lines, town, country. */
export function addressLines(address: AddressInput, language: string): string[] {
  const region = regionText(address.country, address.region);
  const regionAndCode = [region, address.postalCode].filter(Boolean).join(' ');
  const townLine = region
    ? [address.town, regionAndCode].filter(Boolean).join(', ')
    : [address.town, address.postalCode].filter(Boolean).join(' ');
  return [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.companyName ?? '',
    address.line1,
    address.line2 ?? '',
    address.line3 ?? '',
    townLine,
    address.country ? countryName(address.country, language) : '',
  ]
    .map((line) => line.trim())
    .filter(Boolean);
}

interface AddressTextProps {
  address: AddressInput;
  className?: string;
}

/** An address as plain lines of text, never markup. */
export function AddressText({ address, className }: AddressTextProps) {
  useComponentSheet(css);
  const { language } = useSite();
  return (
    <div className={['address-text', className].filter(Boolean).join(' ')}>
      {addressLines(address, language).map((line, at) => (
        // A space between lines keeps them apart in the accessible name and copied text.
        <span key={at} className="address-line">
          {line}{' '}
        </span>
      ))}
    </div>
  );
}
