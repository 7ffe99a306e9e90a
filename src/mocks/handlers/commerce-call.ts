import { HttpResponse, type PathParams } from 'msw';
import { CartOpError } from '../db/cart-errors';
import { ANONYMOUS } from '../db/cart-store';
import { pricingContextOf, type PricingContext } from '../db/pricing-context';
import { responseLang } from '../db/display-names';
import {
  pendingResponse,
  recallResponse,
  rememberResponse,
  trackPendingResponse,
} from '../db/idempotency';
import { OpError } from '../db/error-body';
import type { SeedUser } from '../db/seed-users';
import { emulationOf } from '../identity/emulations';
import { bearerUser } from '../identity/session-tokens';

/**
 * What the commerce handlers share: replies, OCC error bodies, the signed-in shopper, and
 * idempotent mutations (the same `X-Request-Id` again answers the first answer, changing nothing).
 */

/** What a handler answers; no body means an empty 200/201 (as OCC answers voucher and delete calls). */
export interface Reply {
  status: number;
  body?: unknown;
}

export function toResponse(reply: Reply, replayed = false): Response {
  const headers = replayed ? { 'X-Idempotent-Replay': 'true' } : undefined;
  return reply.body === undefined
    ? new HttpResponse(null, { status: reply.status, headers })
    : HttpResponse.json(reply.body, { status: reply.status, headers });
}

export function isOpError(error: unknown): error is OpError {
  return error instanceof OpError;
}

/** Runs `fn`; a refusal becomes its error reply, anything else is a bug and is thrown. */
export function replyOf(fn: () => Reply): Reply {
  try {
    return fn();
  } catch (error) {
    if (isOpError(error)) return { status: error.status, body: error.body };
    throw error;
  }
}

export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CartOpError(400, 'invalidBody', 'The request body is not JSON');
  }
}

export function mutationKey(ownerId: string, request: Request, url: URL): string | undefined {
  const requestId = request.headers.get('X-Request-Id');
  return requestId
    ? `${ownerId} ${request.method} ${url.pathname}${url.search} ${requestId}`
    : undefined;
}

/**
 * Answers a mutation once per key; a repeat gets the first answer. Nothing awaits between the
 * check and remembering, so two identical requests in flight change the state once.
 */
export function once(key: string | undefined, fn: () => Reply): Response {
  const earlier = key ? recallResponse(key) : undefined;
  if (earlier) return toResponse(earlier, true);
  const reply = replyOf(fn);
  if (key) rememberResponse(key, reply);
  return toResponse(reply);
}

/** `once` for a change that awaits: a repeat in flight waits for the first answer. */
export async function onceAwaited(
  key: string | undefined,
  fn: () => Promise<Reply>,
): Promise<Response> {
  const run = async () => {
    try {
      return await fn();
    } catch (error) {
      if (isOpError(error)) return { status: error.status, body: error.body };
      throw error;
    }
  };
  if (!key) return toResponse(await run());
  const earlier = recallResponse(key);
  if (earlier) return toResponse(earlier, true);
  const inFlight = pendingResponse(key);
  if (inFlight) return toResponse(await inFlight, true);
  const answer = run().then((reply) => {
    rememberResponse(key, reply);
    return reply;
  });
  trackPendingResponse(key, answer);
  return toResponse(await answer);
}

/**
 * The shopper a `users/{userId}` path may address: 401 without a bearer, 403 for another user. An
 * agent's call with SAP's `sap-commerce-cloud-user-id` header addresses the emulated customer.
 */
export function signedInUser(request: Request, userId: string): SeedUser {
  const user = bearerUser(request);
  if (!user) throw new CartOpError(401, 'invalidToken', 'Invalid access token');
  const emulation = emulationOf(request, user);
  if (emulation && (userId === 'current' || userId === emulation.customer.id)) {
    return emulation.customer;
  }
  if (userId !== 'current' && userId !== user.id) {
    throw new CartOpError(403, 'forbidden', 'Access is denied', userId, 'user');
  }
  return user;
}

/** The customer service member acting for the shopper of this call, if it is made so. */
export function actingAgent(request: Request): SeedUser | undefined {
  return emulationOf(request)?.agent;
}

/** Whose view a catalogue answer is for (restrictions): the emulated customer, else the bearer's user. */
export function shopperOf(request: Request): SeedUser | undefined {
  return emulationOf(request)?.customer ?? bearerUser(request);
}

export interface Owner {
  id: string;
  user?: SeedUser | undefined;
}

/** `anonymous` needs no bearer (its carts are addressed by guid); any other user id is signedInUser. */
export function ownerFor(request: Request, userId: string): Owner {
  if (userId === ANONYMOUS) return { id: ANONYMOUS };
  const user = signedInUser(request, userId);
  return { id: user.id, user };
}

export interface ShopperCall {
  request: Request;
  url: URL;
  params: PathParams;
  user: SeedUser;
  context: PricingContext;
  /** The language of display names in the answer (the `lang` query, else en). */
  lang: string;
  body: unknown;
}

/**
 * A call on the shopper's own resources (`users/current/...`); mutations get the idempotency
 * check. `readsBody` reads the body without it: OCC's calls replay nothing.
 */
export function shopperCall(
  fn: (call: ShopperCall) => Reply,
  options: { mutation?: boolean; readsBody?: boolean } = {},
) {
  const mutation = options.mutation ?? false;
  const readsBody = options.readsBody ?? mutation;
  return async ({ request, params }: { request: Request; params: PathParams }) => {
    try {
      const context = pricingContextOf(request);
      const user = signedInUser(request, String(params.userId));
      const url = new URL(request.url);
      const body = readsBody ? await readJson(request) : undefined;
      const call = { request, url, params, user, context, lang: responseLang(context), body };
      return once(mutation ? mutationKey(user.id, request, url) : undefined, () => fn(call));
    } catch (error) {
      if (isOpError(error)) return toResponse({ status: error.status, body: error.body });
      throw error;
    }
  };
}
