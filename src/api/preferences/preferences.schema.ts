import * as v from 'valibot';
import { LANGUAGES, LOCALES } from '../../core/locale/locales';

/** The shopper's communication and regional preferences; a PUT replaces the whole record. */
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
    site: v.picklist(LOCALES),
    /** The language of the store's messages to the shopper. */
    language: v.picklist(LANGUAGES),
  }),
});
export type Preferences = v.InferOutput<typeof PreferencesSchema>;
