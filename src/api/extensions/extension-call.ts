import type * as v from 'valibot';
import type { CommerceErrorCode } from '../http/occ-errors';

/**
 * One call of the store's extension API, as extensions-openapi.ts turns it into an OpenAPI
 * operation: the calls OCC has no operation for (the `extension` rows of
 * docs/commerce-api/occ-call-table.md). Every schema is one of ours (src/api/**), or a request body
 * built from them in extension-bodies.ts.
 */

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 429;

/** Error codes by our name for them (a key of the resource's table: CHECKOUT_ERRORS, …). */
export type ErrorCodes = Readonly<Record<string, CommerceErrorCode>>;

/** The refusals of a call, by status. */
export type ErrorTable = Readonly<Partial<Record<ErrorStatus, ErrorCodes>>>;

/**
 * Who may make the call: the signed-in shopper (bearer), a customer service member (their own
 * bearer), anyone (a bearer, when sent, widens what the call may find), or whoever holds an
 * invoice's access token (`X-Invoice-Access`, from the invoice lookup).
 */
export type Access = 'shopper' | 'agent' | 'anyone' | 'invoiceAccess';

export interface QueryParameter {
  name: string;
  required: boolean;
  description: string;
  schema: v.GenericSchema;
}

/** A successful answer: a JSON body, a PDF, or nothing (OCC's PUTs answer 200 with no body). */
export type Answer =
  | { status: 200 | 201; description: string; schema: v.GenericSchema }
  | { status: 200; description: string; pdf: true }
  | { status: 200 | 204; description: string; empty: true };

export interface ExtensionCall {
  /** Its row in docs/commerce-api/occ-call-table.md. */
  row: number;
  operationId: string;
  tag: string;
  method: 'get' | 'post' | 'put' | 'delete';
  /** Relative to OCC's `/occ/v2/{baseSiteId}` (or the gateway's prefix): `{userId}`, not `current`. */
  path: string;
  summary: string;
  description?: string;
  access: Access;
  /** The `lang` query: names and formatted amounts of the answer in this language. */
  lang?: boolean;
  query?: readonly QueryParameter[];
  /** The call sends `Idempotency-Key` (besides `X-Request-Id`). */
  idempotencyKey?: boolean;
  /** A change applied once per request id (or key): a repeat answers the first answer. */
  once?: boolean;
  body?: v.GenericSchema;
  answers: readonly Answer[];
  errors: ErrorTable;
  /** Response headers of a refusal the client reads (the order status lookup's `Retry-After`). */
  retryAfter?: boolean;
}

/** The entries `keys` of a resource's error table (CHECKOUT_ERRORS, …). */
export function pick<T extends ErrorCodes, K extends keyof T & string>(
  table: T,
  ...keys: K[]
): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, table[key]])) as Pick<T, K>;
}

const sameCode = (a: CommerceErrorCode, b: CommerceErrorCode) =>
  a.type === b.type && a.reason === b.reason && a.subject === b.subject && a.message === b.message;

/**
 * Error tables merged status by status (the refusals every such call has, then its own): a code
 * listed twice keeps the later table's name for it.
 */
export function errors(...tables: ErrorTable[]): ErrorTable {
  const merged: Partial<Record<ErrorStatus, ErrorCodes>> = {};
  for (const table of tables) {
    for (const [status, codes] of Object.entries(table) as [`${ErrorStatus}`, ErrorCodes][]) {
      const key = Number(status) as ErrorStatus;
      const earlier = Object.entries(merged[key] ?? {}).filter(
        ([, code]) => !Object.values(codes).some((own) => sameCode(own, code)),
      );
      merged[key] = { ...Object.fromEntries(earlier), ...codes };
    }
  }
  return merged;
}
