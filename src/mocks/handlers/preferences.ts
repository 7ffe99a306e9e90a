import { http } from 'msw';
import { PreferencesSchema } from '../../api/preferences/preferences.schema';
import { parseBody } from '../db/checkout-errors';
import { preferencesOf, replacePreferences } from '../db/preferences';
import { shopperCall } from './commerce-call';
import { COMMERCE_BASE } from './commerce-base';
import { extension } from './commerce-declarations';

/**
 * The shopper's preferences (src/api/preferences/preferences.schema.ts): GET, and PUT of the whole
 * record (400 `invalid` naming the part it refuses), idempotent by X-Request-Id.
 */
const PREFERENCES = `${COMMERCE_BASE}/users/:userId/preferences`;

export const preferencesHandlers = [
  extension(
    'getPreferences',
    http.get(
      PREFERENCES,
      shopperCall((call) => ({ status: 200, body: preferencesOf(call.user.id) })),
    ),
  ),
  extension(
    'savePreferences',
    http.put(
      PREFERENCES,
      shopperCall(
        (call) => ({
          status: 200,
          body: replacePreferences(call.user.id, parseBody(PreferencesSchema, call.body)),
        }),
        { mutation: true },
      ),
    ),
  ),
];
