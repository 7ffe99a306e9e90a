import type * as v from 'valibot';
import type { CommerceErrorCode } from '../http/occ-errors';

// One call of the store's extension API (no OCC operation does it), for extensions-openapi.ts.

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 429;

/** Error codes by our name for them (a key of CHECKOUT_ERRORS, …). */
export type ErrorCodes = Readonly<Record<string, CommerceErrorCode>>;

export type ErrorTable = Readonly<Partial<Record<ErrorStatus, ErrorCodes>>>;

/** Who may make the call; for anyone, a bearer, when sent, widens what the call may find. */
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
  row: number;
  operationId: string;
  tag: string;
  method: 'get' | 'post' | 'put' | 'delete';
  /** Relative to OCC's `/occ/v2/{baseSiteId}` (or the gateway's): `{userId}`, not `current`. */
  path: string;
  summary: string;
  description?: string;
  access: Access;
  lang?: boolean;
  query?: readonly QueryParameter[];
  idempotencyKey?: boolean;
  /** A change applied once per request id (or key): a repeat answers the first answer. */
  once?: boolean;
  body?: v.GenericSchema;
  answers: readonly Answer[];
  errors: ErrorTable;
  /** Response headers of a refusal the client reads. */
  retryAfter?: boolean;
}

export function pick<T extends ErrorCodes, K extends keyof T & string>(
  table: T,
  ...keys: K[]
): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, table[key]])) as Pick<T, K>;
}

const sameCode = (a: CommerceErrorCode, b: CommerceErrorCode) =>
  a.type === b.type && a.reason === b.reason && a.subject === b.subject && a.message === b.message;

/** Error tables merged status by status: a code listed twice keeps the later table's name. */
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
