import type { Cart } from '../../api/cart/cart.schema';
import type { Translate } from '../../core/i18n/messages';
import { readItem, removeItem, writeItem } from '../../core/platform/storage';
import type { SavedCartsMessageKey } from './saved-carts.messages';
import { dateTimeFormat } from '../../rules/format/intl-formats';

/** A saved cart's name, or its code: the API allows a cart saved without one. */
export function cartName(cart: Cart, t: Translate<SavedCartsMessageKey>): string {
  return cart.name?.trim() || t('unnamed', { code: cart.code });
}

export function savedDate(cart: Cart, locale: string): string {
  const time = cart.saveTime ? Date.parse(cart.saveTime) : NaN;
  if (Number.isNaN(time)) return '';
  try {
    return dateTimeFormat(locale, { dateStyle: 'medium' }).format(time);
  } catch {
    return new Date(time).toISOString().slice(0, 10);
  }
}

// The "deleted" note travels in sessionStorage, not the URL, so nobody can link to a fake one.

const FLASH_KEY = 'store-widgets.saved-carts.deleted';

export function rememberDeleted(name: string): void {
  // Storage refused: the list simply no longer shows the cart.
  writeItem(FLASH_KEY, name, 'session');
}

export function takeDeleted(): string | null {
  const name = readItem(FLASH_KEY, 'session');
  removeItem(FLASH_KEY, 'session');
  return name;
}
