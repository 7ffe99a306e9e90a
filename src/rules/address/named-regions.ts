// The regions an address writes by name rather than by code (Japan's "13" is "Tokyo"). Apart from
// the full table so that printing an address does not carry the form's lists of states.
import { region, type Region } from './region';

/** In official order (ISO 3166-2:JP codes). */
// prettier-ignore
export const JP: Region[] = [
  'Hokkaido', 'Aomori', 'Iwate', 'Miyagi', 'Akita', 'Yamagata', 'Fukushima', 'Ibaraki',
  'Tochigi', 'Gunma', 'Saitama', 'Chiba', 'Tokyo', 'Kanagawa', 'Niigata', 'Toyama', 'Ishikawa',
  'Fukui', 'Yamanashi', 'Nagano', 'Gifu', 'Shizuoka', 'Aichi', 'Mie', 'Shiga', 'Kyoto', 'Osaka',
  'Hyogo', 'Nara', 'Wakayama', 'Tottori', 'Shimane', 'Okayama', 'Hiroshima', 'Yamaguchi',
  'Tokushima', 'Kagawa', 'Ehime', 'Kochi', 'Fukuoka', 'Saga', 'Nagasaki', 'Kumamoto', 'Oita',
  'Miyazaki', 'Kagoshima', 'Okinawa',
].map((name, index) => region(String(index + 1).padStart(2, '0'), name));

const NAMED_REGIONS: Readonly<Partial<Record<string, readonly Region[]>>> = { JP };

/** The region's name when the country's addresses write it by name, else undefined. */
export function namedRegion(country: string, code: string): string | undefined {
  const regions = Object.hasOwn(NAMED_REGIONS, country) ? NAMED_REGIONS[country] : undefined;
  return regions?.find(({ shortCode }) => shortCode === code)?.name;
}
