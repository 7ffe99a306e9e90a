import { logError } from '../platform/log';
import {
  FLAG_DEFAULTS,
  FLAG_MOCK_VALUES,
  isFlagKey,
  type FlagKey,
  type FlagValues,
} from './flag-defaults';

function sameKind(reference: unknown, value: unknown): boolean {
  if (Array.isArray(reference) || Array.isArray(value)) {
    return Array.isArray(reference) && Array.isArray(value);
  }
  if (reference === null || value === null) return reference === value;
  return typeof reference === typeof value;
}

/** That of its default or of its mock value, so `null` only where a flag may be empty. */
export function isFlagValue(key: FlagKey, value: unknown): boolean {
  return sameKind(FLAG_DEFAULTS[key], value) || sameKind(FLAG_MOCK_VALUES[key], value);
}

/** A bad override is logged by name and ignored. */
export function initialFlags(mock: boolean, overrides: Record<string, unknown>): FlagValues {
  const flags: FlagValues = { ...(mock ? FLAG_MOCK_VALUES : FLAG_DEFAULTS) };
  for (const [key, value] of Object.entries(overrides)) {
    if (!isFlagKey(key)) {
      logError(`config: unknown flag "${key}" ignored`);
    } else if (!isFlagValue(key, value)) {
      logError(`config: flag "${key}" has the wrong type; using the default`);
    } else {
      (flags as unknown as Record<string, unknown>)[key] = value;
    }
  }
  return flags;
}
