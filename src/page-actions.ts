/**
 * The page-level actions (`window.storeWidgets`, and the loader's `storeWidgets` export) and the
 * declarative add-to-cart buttons (`data-store-add`). A chunk of its own: the loader's stub imports
 * it on the first call or the first such click, so a page that uses neither never downloads it.
 */
import { applyVoucher } from './api/cart/cart-mutations';
import { cartOwner } from './api/cart/cart-owner';
import type { Cart } from './api/cart/cart.schema';
import { cartQueryOptions } from './api/cart/get-cart';
import { sessionActions } from './auth/session/session-on-demand';
import { getCore } from './core/core';
import type { StoreActions, StoreCartSummary, StorePrice } from './core/actions/store-actions';
import { loadIfWaiting } from './core/element/lazy-loading';
import { callWidget } from './core/element/widget-commands';
import { translator } from './core/i18n/messages';
import { cartMessages } from './rules/cart/cart.messages';
import {
  addLines as addCartLines,
  sessionSettled,
  StoreActionError,
  type AddedLine,
  type AddLineInput,
} from './ui/cart/add-lines';
import { addLinesMessages } from './ui/cart/add-lines.messages';
import { announceCartChange } from './ui/cart/cart-sync';
import { promotionCodesMessages } from './ui/cart/promotion-codes.messages';
import { voucherFailure, voucherFailureCode } from './ui/cart/voucher-failure';
import { cartOperationsSettled, startCartOperation } from './ui/cart/cart-operation';

export { StoreActionError, type AddedLine, type AddLineInput };
export type {
  StoreActions,
  StoreCartSummary,
  StorePrice,
  StoreShopper,
} from './core/actions/store-actions';

/** How long openCart() waits for a mini-cart to be on the page before it rejects. */
export const MINI_CART_WAIT_MS = 10_000;
const WIDGET_POLL_MS = 100;

const price = (p: { value: number; formattedValue: string }): StorePrice => ({
  value: p.value,
  formatted: p.formattedValue,
});

function summary(cart: Cart): StoreCartSummary {
  return {
    entries: cart.entries.map((entry) => ({
      productCode: entry.product.code,
      name: entry.product.name,
      quantity: entry.quantity,
      totalPrice: price(entry.totalPrice),
    })),
    totalUnitCount: cart.totalUnitCount,
    subTotal: price(cart.subTotal),
    totalDiscounts: price(cart.totalDiscounts),
    totalPrice: price(cart.totalPrice),
    promotionCodes: cart.appliedVouchers.map((voucher) => voucher.code),
  };
}

/** The first `tag` in the document or in an open shadow root (the header's mini-cart is in its). */
function findWidget(root: Document | ShadowRoot, tag: string): HTMLElement | undefined {
  const found = root.querySelector<HTMLElement>(tag);
  if (found) return found;
  for (const element of root.querySelectorAll('*')) {
    const inside = element.shadowRoot && findWidget(element.shadowRoot, tag);
    if (inside) return inside;
  }
  return undefined;
}

/** The widget once on the page (the header puts its own in when it renders), within `timeoutMs`. */
async function widgetOnPage(tag: string, timeoutMs: number): Promise<HTMLElement | undefined> {
  for (let waited = 0; ; waited += WIDGET_POLL_MS) {
    const found = findWidget(document, tag);
    if (found || waited >= timeoutMs) return found;
    await new Promise((resolve) => setTimeout(resolve, WIDGET_POLL_MS));
  }
}

async function miniCart(method: 'open' | 'close'): Promise<void> {
  const element = await widgetOnPage('store-mini-cart', MINI_CART_WAIT_MS);
  if (!element) {
    throw new StoreActionError('noMiniCart', 'There is no <store-mini-cart> on the page.');
  }
  // Its class comes with its code (asked for now if its author made it lazy); a call before the
  // widget rendered waits for it.
  loadIfWaiting(element);
  await customElements.whenDefined(element.localName);
  await callWidget(element, method, []);
}

export const actions: StoreActions = {
  addLines: (lines) => addCartLines(getCore(), lines),
  openCart: () => miniCart('open'),
  closeCart: () => miniCart('close'),
  async signIn() {
    const core = getCore();
    if (!core.config.sessionEnabled) {
      throw new StoreActionError('signInUnavailable', 'Sign-in is off on this page.');
    }
    await sessionSettled(core);
    if (core.store.session.user) return;
    // Embedded: the account menu's form, where the shopper expects it; without one, the session's.
    const menu = core.config.loginMode === 'redirect' ? undefined : await accountMenu();
    if (menu) await callWidget(menu, 'signIn', []);
    else await sessionActions.signIn(core);
  },
  async applyPromotionCode(code) {
    const core = getCore();
    const value = typeof code === 'string' ? code.trim() : '';
    const { language } = core.store.site;
    if (!value) {
      const t = translator(promotionCodesMessages, language, core.pseudoLocalize);
      throw new StoreActionError('required', t('required'));
    }
    await sessionSettled(core);
    const tc = translator(cartMessages, language, core.pseudoLocalize);
    let owner = cartOwner();
    // An add under way may be the one that creates the cart.
    if (owner.cartId === null) {
      await cartOperationsSettled();
      owner = cartOwner();
    }
    if (owner.cartId === null) {
      throw new StoreActionError('noCart', tc('promotion.notApplicable'));
    }
    const operation = startCartOperation(document, 'store-widgets', 'promotion-applied', []);
    try {
      await applyVoucher(owner, value, crypto.randomUUID());
    } catch (error) {
      const { key, params } = voucherFailure(error).message;
      const refusal = new StoreActionError(voucherFailureCode(error), tc(key, params));
      operation.failed(refusal);
      throw refusal;
    } finally {
      void announceCartChange(core.queries);
    }
    operation.succeeded([]);
    return value.toUpperCase();
  },
  async getCart() {
    const core = getCore();
    await sessionSettled(core);
    const cart = await core.queries.fetch(cartQueryOptions(cartOwner()));
    return cart ? summary(cart) : null;
  },
  async getShopper() {
    const core = getCore();
    await sessionSettled(core);
    const user = core.store.session.user;
    if (!user) return { signedIn: false };
    const { firstName, lastName } = user;
    return { signedIn: true, firstName, lastName, name: `${firstName} ${lastName}`.trim() };
  },
};

let last: Promise<unknown> = Promise.resolve();

/**
 * The loader's stub calls the actions through here: each starts once the one before has settled
 * (whatever its outcome), so calls made before this code loaded run in the order made. A name
 * that is no action rejects.
 */
export function run(name: string, args: unknown[]): Promise<unknown> {
  const action = (actions as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[
    name
  ];
  const result = last.then(() => {
    if (!Object.hasOwn(actions, name) || typeof action !== 'function') {
      throw new StoreActionError('unknownAction', `storeWidgets has no ${name}()`);
    }
    return action(...args);
  });
  last = result.catch(() => undefined);
  return result;
}

/** The page's account menu, if it has one (the header's, or its own). */
async function accountMenu(): Promise<HTMLElement | undefined> {
  if (!document.querySelector('store-account-menu, store-header')) return undefined;
  return widgetOnPage('store-account-menu', MINI_CART_WAIT_MS);
}

// Declarative buttons: `<button data-store-add="0158241926" data-quantity="2">`.

const HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

/** The page's live region for this role, made once (before its first message, so it is heard). */
function liveRegion(role: 'status' | 'alert'): HTMLElement {
  const id = `store-widgets-${role}`;
  let region = document.getElementById(id);
  if (!region) {
    region = document.createElement('div');
    region.id = id;
    region.setAttribute('role', role);
    region.style.cssText = HIDDEN;
    document.body.append(region);
  }
  return region;
}

/** The author's `data-store-status` target, found in the button's tree (document or shadow root). */
function statusTarget(button: Element): HTMLElement | null {
  const id = button.getAttribute('data-store-status');
  if (!id) return null;
  const root = button.getRootNode() as Document | ShadowRoot;
  return root.getElementById(id) ?? document.getElementById(id);
}

/**
 * Adds the line a `data-store-add` element names, as `<store-add-to-cart>` does: `aria-busy` while
 * adding, its words in a live region (the author's `data-store-status` target, else the page's),
 * `data-store-state` on the element. Resolves when done; never rejects.
 */
export async function addFromElement(button: Element): Promise<void> {
  if (button.getAttribute('aria-busy') === 'true') return;
  const core = getCore();
  const t = translator(addLinesMessages, core.store.site.language, core.pseudoLocalize);
  const target = statusTarget(button);
  if (target && !target.hasAttribute('role')) target.setAttribute('role', 'status');
  const status = target ?? liveRegion('status');
  const alert = target ?? liveRegion('alert');
  status.textContent = '';
  alert.textContent = '';
  const quantity = button.getAttribute('data-quantity');
  button.setAttribute('aria-busy', 'true');
  button.setAttribute('data-store-state', 'adding');
  let state: 'added' | 'refused' | 'failed';
  let text: string;
  try {
    const added = await addCartLines(
      core,
      [{ code: button.getAttribute('data-store-add') ?? '', quantity: quantity ?? undefined }],
      { target: button },
    );
    state = 'added';
    text = added
      .map((line) => [line.quantityAdded > 0 ? t('added') : '', line.message ?? ''].join(' '))
      .join(' ')
      .trim();
  } catch (error) {
    const known = error instanceof StoreActionError;
    state = known && error.code !== 'failed' ? 'refused' : 'failed';
    text = known ? error.message : t('failed');
  }
  button.removeAttribute('aria-busy');
  button.setAttribute('data-store-state', state);
  target?.setAttribute('data-store-state', state);
  (state === 'added' ? status : alert).textContent = text;
}
