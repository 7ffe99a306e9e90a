import type { Preferences } from '../../api/preferences/preferences.schema';
import type { Language } from '../../core/locale/locales';
import { SEED_USERS, type SeedUser } from './seed-users';

/** Each shopper's communication and regional preferences, seeded from their home site. */
const LANGUAGE_OF_SITE: Partial<Record<SeedUser['homeLocale'], Language>> = {
  'fr-ca': 'fr',
  'nl-nl': 'nl',
  'es-es': 'es',
};

function seedPreferences(user: SeedUser): Preferences {
  return {
    communication: {
      newsletter: user.username === 'clinician@example.com',
      productUpdates: user.username === 'clinician@example.com',
      trainingEvents: user.username === 'kiwi@example.com',
      contactMethod: user.username === 'kiwi@example.com' ? 'PHONE' : 'EMAIL',
    },
    regional: { site: user.homeLocale, language: LANGUAGE_OF_SITE[user.homeLocale] ?? 'en' },
  };
}

let saved = new Map<string, Preferences>();

export function preferencesOf(userId: string): Preferences {
  const stored = saved.get(userId);
  if (stored) return structuredClone(stored);
  const user = SEED_USERS.find((u) => u.id === userId);
  if (!user) throw new Error(`no seeded shopper ${userId}`);
  return seedPreferences(user);
}

export function replacePreferences(userId: string, preferences: Preferences): Preferences {
  saved.set(userId, structuredClone(preferences));
  return preferencesOf(userId);
}

/** Back to the seeded preferences (called by resetMockState). */
export function resetPreferences(): void {
  saved = new Map();
}
