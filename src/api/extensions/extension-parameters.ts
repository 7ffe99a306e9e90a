import * as v from 'valibot';
import { BASE_SITE_BY_LOCALE, LOCALES, ROUTING_REGIONS } from '../../core/locale/locales';
import { QUALIFICATION_TYPES } from '../../core/routes/routes';
import { EMULATED_USER_HEADER } from '../../rules/support/assisted-service';
import { CustomerAccountSchema, QglobalAccountSchema } from '../accounts/account.schema';
import { languageOf } from '../../core/locale/site-context';
import { OccOrderEntrySchema } from '../cart/occ-cart.schema';
import { InvoiceSchema } from '../invoices/invoice.schema';
import { QualificationSchema } from '../qualifications/qualification.schema';

/** The parameters of the extension calls, with the schemas of the values they carry. */

export interface Parameter {
  description: string;
  schema: v.GenericSchema;
}

const Text = v.pipe(v.string(), v.minLength(1));

/** Path parameters by name; `{baseSiteId}` is the server's (OCC's `/occ/v2/{baseSiteId}`). */
export const PATH_PARAMETERS: Readonly<Record<string, Parameter>> = {
  userId: {
    description:
      '`current` (the signed-in shopper, as the widgets send it) or the shopper’s own id; ' +
      '`anonymous` for a visitor’s cart where the call allows one. A customer service member ' +
      `acting for a customer sends \`current\` with the customer’s id in \`${EMULATED_USER_HEADER}\`.`,
    schema: Text,
  },
  cartId: {
    description:
      '`current` (the shopper’s current cart), a cart code, or an anonymous cart’s guid.',
    schema: Text,
  },
  entryNumber: {
    description: 'The entry’s number in the cart.',
    schema: OccOrderEntrySchema.entries.entryNumber,
  },
  accountId: { description: 'A customer account’s id.', schema: CustomerAccountSchema.entries.id },
  accountNumber: {
    description: 'A Q-global account’s number.',
    schema: QglobalAccountSchema.entries.accountNumber,
  },
  number: { description: 'The invoice number.', schema: InvoiceSchema.pipe[0].entries.number },
  orderCode: { description: 'The order’s number.', schema: Text },
  quoteCode: { description: 'The quote’s number.', schema: Text },
  type: { description: 'The kind of qualification.', schema: v.picklist(QUALIFICATION_TYPES) },
  qualificationId: {
    description: 'The qualification’s id.',
    schema: QualificationSchema.options[0].entries.id,
  },
};

/** `lang`: names and formatted amounts in the answer in this language. */
export const LANG: Parameter = {
  description: 'The language of names and formatted amounts in the answer (the site’s language).',
  schema: v.picklist([...new Set(LOCALES.map(languageOf))]),
};

export interface HeaderParameter extends Parameter {
  name: string;
  required: boolean;
}

/** What every call sends besides a bearer (`commerceHeaders`). */
export const COMMON_HEADERS: Readonly<Record<string, HeaderParameter>> = {
  PlatformKey: {
    name: 'X-Platform-Key',
    required: true,
    description: 'The store’s platform key (the page’s `platformKey` setting).',
    schema: Text,
  },
  RequestId: {
    name: 'X-Request-Id',
    required: true,
    description:
      'A new id for every call; a retry of a change sends the same id again, and the platform ' +
      'answers what it answered the first time without applying the change twice.',
    schema: Text,
  },
  RoutingRegion: {
    name: 'X-Routing-Region',
    required: true,
    description: 'The commerce region that serves the page’s site.',
    schema: v.picklist(ROUTING_REGIONS),
  },
  SiteId: {
    name: 'X-Site-Id',
    required: false,
    description:
      'The base site, under the store gateway’s prefix only; under `/occ/v2/{baseSiteId}` it is in the path.',
    schema: v.picklist([...new Set(Object.values(BASE_SITE_BY_LOCALE))]),
  },
  EntryPoint: {
    name: 'X-Entry-Point',
    required: false,
    description: 'The page’s `entryPoint` setting, when it has one.',
    schema: Text,
  },
  EmulatedUser: {
    name: EMULATED_USER_HEADER,
    required: false,
    description:
      'While a customer service member acts for a customer (with the member’s own bearer): the ' +
      'customer’s id, as SAP’s assisted service module sends it. `users/current/…` then means ' +
      'that customer; 403 `ForbiddenError`/`notEmulating` when the member no longer acts for them.',
    schema: Text,
  },
};

export const IDEMPOTENCY_KEY: HeaderParameter = {
  name: 'Idempotency-Key',
  required: true,
  description:
    'The attempt’s key, kept for its retries: the same key answers the first answer, so a payment ' +
    'or a save is made once however often the request arrives.',
  schema: Text,
};
