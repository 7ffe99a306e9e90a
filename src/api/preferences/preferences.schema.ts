import * as v from 'valibot';
import { LANGUAGES, LOCALES } from '../../core/locale/locales';

/**
 * The shopper's communication and regional preferences, kept by the platform for each shopper:
 *
 *   GET …/users/current/preferences             → Preferences
 *   PUT …/users/current/preferences  Preferences → Preferences   (idempotent by X-Request-Id)
 *
 * The spec names the page, not its fields; these are what the store's messages and regional
 * sites need: which messages the shopper wants and how to be contacted, their regional site
 * and the language of their messages. A PUT replaces the whole record; anything else is refused
 * with 400 `invalid` naming the first part it refuses.
 */
export const CONTACT_METHODS = ['EMAIL', 'PHONE', 'POST'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** The messages a shopper may subscribe to, in the order the page lists them. */
export const SUBSCRIPTIONS = ['newsletter', 'productUpdates', 'trainingEvents'] as const;
export type Subscription = (typeof SUBSCRIPTIONS)[number];

export const PreferencesSchema = v.strictObject({
  communication: v.strictObject({
    newsletter: v.boolean(),
    productUpdates: v.boolean(),
    trainingEvents: v.boolean(),
    contactMethod: v.picklist(CONTACT_METHODS),
  }),
  regional: v.strictObject({
    /** The shopper's regional site (spec section 1's locales). */
    site: v.picklist(LOCALES),
    /** The language of the store's messages to the shopper. */
    language: v.picklist(LANGUAGES),
  }),
});
export type Preferences = v.InferOutput<typeof PreferencesSchema>;
