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

// Cart changes. Each takes its user action's request id, sent again on a retry so it applies once;
// an action's steps derive theirs from it (`{id}:create`).

export interface CartLine {
  code: string;
  quantity: number;
  trainingDetails?: TrainingDetailsBody | undefined;
}

export interface SaveCartInput {
  name: string;
  description?: string | undefined;
}

/** A new empty cart; a visitor's guid is remembered. */
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

/** Adds lines in one POST, all or none, creating a cart if needed; a retry sends what it lacks. */
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
 * A visitor's cart read again: its guid is stored as soon as it is made, so a retry, or an add whose
 * caller looked before another add made it, goes to that cart.
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
    // Rare, so its code loads only then.
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

/** The retry of an add whose answer was lost: only what the cart has not gained since is sent. */
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
  asked: CartOwner,
  lines: readonly CartLine[],
  requestId: string,
): Promise<CartModification[]> {
  const owner = currentOwner(asked);
  if (owner.cartId !== null) {
    try {
      return await postLines(owner.userId, owner.cartId, lines, requestId);
    } catch (error) {
      if (!isCartNotFound(error)) throw error;
      if (owner.userId === 'anonymous') clearAnonymousGuid(owner.cartId);
    }
  }
  const cart = await createCartOnce(owner.userId, `${requestId}:create`);
  const cartId = owner.userId === 'anonymous' ? cart.guid : cart.code;
  return postLines(owner.userId, cartId, lines, requestId);
}

/** The cart being created for each owner: an add meanwhile goes to it rather than making a second. */
const creating = new Map<CartOwner['userId'], Promise<Cart>>();

function createCartOnce(userId: CartOwner['userId'], requestId: string): Promise<Cart> {
  const pending = creating.get(userId);
  if (pending) return pending;
  const created = createCart(userId, requestId);
  creating.set(userId, created);
  const forget = () => {
    if (creating.get(userId) === created) creating.delete(userId);
  };
  created.then(forget, forget);
  return created;
}

function requireCart(ref: CartRef): string {
  if (ref.cartId === null) throw new Error('There is no cart yet');
  return ref.cartId;
}

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

/** New or edited; a refused field is `trainingDetailsInvalid` naming it. */
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

/** Entries are renumbered when one goes, so a retry first finds the product's entry again. */
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

export async function restoreSavedCart(cartCode: string, requestId: string): Promise<Cart> {
  return requestSaveResult(`${cartsPath('current', cartCode)}/restoresavedcart`, {
    method: 'PATCH',
    requestId,
  });
}

export async function deleteCart(ref: CartRef, requestId: string): Promise<void> {
  const cartId = requireCart(ref);
  await commerceRequest(cartsPath(ref.userId, cartId), { method: 'DELETE', requestId });
  if (ref.userId === 'anonymous') clearAnonymousGuid(cartId);
}

async function currentCartGuid(): Promise<string | null> {
  return (await recentCart({ userId: 'current', cartId: 'current' }))?.guid ?? null;
}

/** At sign-in; when the anonymous cart is gone already, resolves with the current cart. */
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
