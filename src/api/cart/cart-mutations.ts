import { commerceRequest } from '../http/commerce-client';
import {
  requestCart,
  requestModification,
  requestModifications,
  requestSaveResult,
} from './cart-request';
import {
  isCartNotFound,
  isMergeSourceGone,
  type AddEntriesBody,
  type Cart,
  type CartModification,
  type UpdateEntryBody,
} from './cart.schema';
import {
  cartsPath,
  clearAnonymousGuid,
  readAnonymousGuid,
  storeAnonymousGuid,
  type CartOwner,
  type CartRef,
} from './cart-owner';
import { outcomeUnknown } from '../http/api-error';
import { fetchCart, recentCart } from './get-cart';
import {
  addInDoubt,
  cartBeforeAdd,
  entryFor,
  gainedSince,
  rememberAddInDoubt,
  rememberRemovalInDoubt,
  removalInDoubt,
  settleAdd,
  settleRemoval,
} from './uncertain-changes';
import type { TrainingDetailsBody } from './training-details.schema';
import { logError } from '../../core/platform/log';

/**
 * Cart changes (spec section 7). Each takes the caller's request id: the caller keeps one id per
 * user action and passes it again when the shopper (or the widget) retries that action, so the
 * platform applies it once. Steps of one action get ids derived from it (`{id}:create`).
 */

/** A line to add: product code (or ISBN) and quantity. */
export interface CartLine {
  code: string;
  quantity: number;
  /** An online training's details (signed-in shoppers only). */
  trainingDetails?: TrainingDetailsBody | undefined;
}

export interface SaveCartInput {
  name: string;
  description?: string | undefined;
}

/** POST users/{userId}/carts: a new empty cart; a visitor's guid is remembered. */
export async function createCart(userId: CartOwner['userId'], requestId: string): Promise<Cart> {
  const cart = await requestCart(cartsPath(userId), { method: 'POST', requestId });
  if (userId === 'anonymous') storeAnonymousGuid(cart.guid);
  return cart;
}

async function postLines(
  userId: CartRef['userId'],
  cartId: string,
  lines: readonly CartLine[],
  requestId: string,
): Promise<CartModification[]> {
  const body: AddEntriesBody = {
    orderEntries: lines.map((line) => ({
      product: { code: line.code },
      quantity: line.quantity,
      ...(line.trainingDetails ? { trainingDetails: line.trainingDetails } : {}),
    })),
  };
  return requestModifications(`${cartsPath(userId, cartId)}/entries`, {
    method: 'POST',
    body,
    requestId,
  });
}

/**
 * Adds lines in one POST: all of them or, when the platform refuses one, none (a refusal leaves
 * the cart as it was: what SAP's line-by-line add kept before the refused line is taken out again). A visitor without a cart, or whose cart is gone, and a
 * shopper without a current cart get one created first. Safe to retry with the same request id
 * after a lost answer: the retry sends only what the cart lacks (uncertain-changes.ts).
 */
export async function addEntries(
  owner: CartOwner,
  lines: readonly CartLine[],
  requestId: string,
): Promise<CartModification[]> {
  if (lines.length === 0) return [];
  const doubt = addInDoubt(requestId);
  if (doubt) return retryAdd(currentOwner(owner), lines, requestId, doubt.before);
  return sendAdd(owner, lines, requestId, await cartBeforeAdd(owner));
}

/**
 * A visitor's first add creates the cart and stores its guid before it adds: a retry of that add
 * goes to the cart the first try made, not to a new one.
 */
function currentOwner(owner: CartOwner): CartOwner {
  return owner.userId === 'anonymous' && owner.cartId === null
    ? { userId: 'anonymous', cartId: readAnonymousGuid() }
    : owner;
}

async function sendAdd(
  owner: CartOwner,
  lines: readonly CartLine[],
  requestId: string,
  before: Cart | null,
): Promise<CartModification[]> {
  try {
    const modifications = await postToCart(owner, lines, requestId);
    settleAdd(requestId);
    return modifications;
  } catch (error) {
    if (outcomeUnknown(error)) rememberAddInDoubt(requestId, before);
    else settleAdd(requestId);
    // Rare (a line refused after the shopper's page checked it): its code loads only then.
    if (lines.length > 1 && !outcomeUnknown(error)) {
      await import('./partial-add-undo')
        .then(({ undoPartialAdd }) =>
          undoPartialAdd(
            owner,
            before,
            lines.map((line) => line.code),
            requestId,
          ),
        )
        .catch((failure: unknown) => logError("could not load the refused add's undo", failure));
    }
    throw error;
  }
}

/**
 * The retry of an add whose answer was lost: what the cart gained of each line since before the
 * first try was added then; only the rest is sent. One modification per line, in order.
 */
async function retryAdd(
  owner: CartOwner,
  lines: readonly CartLine[],
  requestId: string,
  before: Cart | null,
): Promise<CartModification[]> {
  const now = owner.cartId === null ? null : await fetchCart(owner);
  const gained = lines.map((line) => Math.min(line.quantity, gainedSince(before, now, line.code)));
  const rest = lines.flatMap((line, i) =>
    line.quantity > (gained[i] ?? 0)
      ? [{ ...line, quantity: line.quantity - (gained[i] ?? 0) }]
      : [],
  );
  const sent = rest.length > 0 ? await sendAdd(owner, rest, requestId, before) : [];
  settleAdd(requestId);
  let next = 0;
  return lines.map((line, i): CartModification => {
    const already = gained[i] ?? 0;
    if (line.quantity > already) {
      const modification = sent[next++];
      if (modification)
        return { ...modification, quantityAdded: modification.quantityAdded + already };
    }
    const entry = entryFor(now, line.code);
    return {
      statusCode: 'success',
      quantityAdded: already,
      quantity: entry?.quantity ?? already,
      ...(entry ? { entry } : {}),
    };
  });
}

async function postToCart(
  owner: CartOwner,
  lines: readonly CartLine[],
  requestId: string,
): Promise<CartModification[]> {
  if (owner.cartId !== null) {
    try {
      return await postLines(owner.userId, owner.cartId, lines, requestId);
    } catch (error) {
      if (!isCartNotFound(error)) throw error;
      if (owner.userId === 'anonymous') clearAnonymousGuid(owner.cartId);
    }
  }
  const cart = await createCart(owner.userId, `${requestId}:create`);
  const cartId = owner.userId === 'anonymous' ? cart.guid : cart.code;
  return postLines(owner.userId, cartId, lines, requestId);
}

function requireCart(ref: CartRef): string {
  if (ref.cartId === null) throw new Error('There is no cart yet');
  return ref.cartId;
}

/** PATCH an entry's quantity; 0 removes it. */
export function updateEntry(
  ref: CartRef,
  entryNumber: number,
  quantity: number,
  requestId: string,
): Promise<CartModification> {
  const body: UpdateEntryBody = { quantity };
  return requestModification(`${cartsPath(ref.userId, requireCart(ref))}/entries/${entryNumber}`, {
    method: 'PATCH',
    body,
    requestId,
  });
}

/**
 * PUT an online training entry's details (new or edited); a refused field is 400
 * `trainingDetailsInvalid` naming it (src/api/cart/training-details.schema.ts).
 */
export function setTrainingDetails(
  ref: CartRef,
  entryNumber: number,
  details: TrainingDetailsBody,
  requestId: string,
): Promise<CartModification> {
  return requestModification(
    `${cartsPath(ref.userId, requireCart(ref))}/entries/${entryNumber}/training`,
    { method: 'PUT', body: details, requestId },
  );
}

/**
 * DELETE an entry. Entries are renumbered when one goes, so a retry after a lost answer first
 * finds the product's entry again (`productCode`), and is done when it is gone already.
 */
export async function removeEntry(
  ref: CartRef,
  entryNumber: number,
  requestId: string,
  productCode?: string,
): Promise<void> {
  let number = entryNumber;
  const doubted = removalInDoubt(requestId);
  if (doubted !== undefined) {
    const entry = entryFor(await fetchCart(ref), doubted);
    if (!entry) {
      settleRemoval(requestId);
      return;
    }
    number = entry.entryNumber;
  }
  try {
    await commerceRequest(`${cartsPath(ref.userId, requireCart(ref))}/entries/${number}`, {
      method: 'DELETE',
      requestId,
    });
    settleRemoval(requestId);
  } catch (error) {
    const code = doubted ?? productCode;
    if (outcomeUnknown(error) && code !== undefined) rememberRemovalInDoubt(requestId, code);
    throw error;
  }
}

/** POST a promotion code; a refusal is an ApiError whose info carries the reason (CART_ERRORS). */
export async function applyVoucher(ref: CartRef, code: string, requestId: string): Promise<void> {
  const query = new URLSearchParams({ voucherId: code.trim() });
  await commerceRequest(`${cartsPath(ref.userId, requireCart(ref))}/vouchers?${query}`, {
    method: 'POST',
    requestId,
  });
}

export async function removeVoucher(ref: CartRef, code: string, requestId: string): Promise<void> {
  await commerceRequest(
    `${cartsPath(ref.userId, requireCart(ref))}/vouchers/${encodeURIComponent(code)}`,
    { method: 'DELETE', requestId },
  );
}

/** PATCH save: the signed-in shopper's cart becomes a saved cart; resolves with it. */
export async function saveCart(
  ref: CartRef,
  input: SaveCartInput,
  requestId: string,
): Promise<Cart> {
  const query = new URLSearchParams({
    saveCartName: input.name,
    saveCartDescription: input.description ?? '',
  });
  return requestSaveResult(`${cartsPath(ref.userId, requireCart(ref))}/save?${query}`, {
    method: 'PATCH',
    requestId,
  });
}

/** PATCH restoresavedcart: a saved cart (by code) becomes the shopper's current cart again. */
export async function restoreSavedCart(cartCode: string, requestId: string): Promise<Cart> {
  return requestSaveResult(`${cartsPath('current', cartCode)}/restoresavedcart`, {
    method: 'PATCH',
    requestId,
  });
}

/** DELETE a cart (a visitor's own, or one of the shopper's, saved ones included). */
export async function deleteCart(ref: CartRef, requestId: string): Promise<void> {
  const cartId = requireCart(ref);
  await commerceRequest(cartsPath(ref.userId, cartId), { method: 'DELETE', requestId });
  if (ref.userId === 'anonymous') clearAnonymousGuid(cartId);
}

/** The current cart's guid, from the read the merge decision made a moment ago (get-cart.ts). */
async function currentCartGuid(): Promise<string | null> {
  return (await recentCart({ userId: 'current', cartId: 'current' }))?.guid ?? null;
}

/**
 * At sign-in: the visitor's anonymous cart (by guid) is merged into the shopper's current cart,
 * or becomes it when there is none. The stored guid is forgotten either way. When the anonymous
 * cart is already gone (merged by an earlier try of this action), resolves with the current cart.
 */
export async function mergeAnonymousCart(guid: string, requestId: string): Promise<Cart | null> {
  const target = await currentCartGuid();
  const query = new URLSearchParams({ oldCartId: guid });
  if (target && target !== guid) query.set('toMergeCartGuid', target);
  try {
    const merged = await requestCart(`${cartsPath('current')}?${query}`, {
      method: 'POST',
      requestId,
    });
    clearAnonymousGuid(guid);
    return merged;
  } catch (error) {
    if (!isMergeSourceGone(error, guid)) throw error;
    clearAnonymousGuid(guid);
    try {
      return await requestCart(cartsPath('current', 'current'));
    } catch (readError) {
      if (isCartNotFound(readError)) return null;
      throw readError;
    }
  }
}
