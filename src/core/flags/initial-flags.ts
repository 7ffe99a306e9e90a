import { logError } from '../log';
import { FLAG_DEFAULTS, FLAG_MOCK_VALUES, isFlagKey, type FlagValues } from './flag-defaults';

function sameKind(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b);
  if (a === null || b === null) return true;
  return typeof a === typeof b;
}

/**
 * The flags a page starts with: defaults or mock values, then the page's overrides. An override of
 * an unknown flag, or of the wrong type, is logged by name and ignored.
 */
export function initialFlags(mock: boolean, overrides: Record<string, unknown>): FlagValues {
  const flags: FlagValues = { ...(mock ? FLAG_MOCK_VALUES : FLAG_DEFAULTS) };
  for (const [key, value] of Object.entries(overrides)) {
    if (!isFlagKey(key)) {
      logError(`config: unknown flag "${key}" ignored`);
    } else if (!sameKind(FLAG_DEFAULTS[key], value) && !sameKind(FLAG_MOCK_VALUES[key], value)) {
      logError(`config: flag "${key}" has the wrong type; using the default`);
    } else {
      (flags as unknown as Record<string, unknown>)[key] = value;
    }
  }
  return flags;
}
