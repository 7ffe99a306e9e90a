// The page-level actions' public types (`window.storeWidgets`, docs/integrating.md): types only,
// so the npm package's typings are this file as it is (scripts/build/package/build.mjs).

/** One line to add: a product code or an ISBN-13, and a whole quantity of 1 or more (default: the product's minimum). */
export interface StoreAddLine {
  code: string;
  quantity?: number | string | undefined;
}

/** What one line added: fewer than asked when stock or a limit cut it (`message` says why). */
export interface StoreAddedLine {
  productCode: string;
  quantity: number;
  quantityAdded: number;
  message?: string | undefined;
}

/** A refused or failed action: `message` is the text a shopper reads, `code` what a script tests. */
export interface StoreActionError extends Error {
  name: 'StoreActionError';
  readonly code: string;
  /** The line (from 0) a refusal of addLines is about. */
  readonly line: number | undefined;
}

/** A price as the cart shows it. */
export interface StorePrice {
  value: number;
  /** Formatted for the site, e.g. "$62.00". */
  formatted: string;
}

/** The shopper's cart as a script reads it (a copy: changing it changes nothing). */
export interface StoreCartSummary {
  entries: { productCode: string; name: string; quantity: number; totalPrice: StorePrice }[];
  /** The sum of the entries' quantities (the mini-cart's count). */
  totalUnitCount: number;
  /** Before discounts. */
  subTotal: StorePrice;
  totalDiscounts: StorePrice;
  totalPrice: StorePrice;
  promotionCodes: string[];
}

/** Who is shopping; never a token. */
export interface StoreShopper {
  signedIn: boolean;
  /** The signed-in shopper's names; absent for a visitor. */
  firstName?: string;
  lastName?: string;
  /** "First Last". */
  name?: string;
}

/** `window.storeWidgets`: every method returns a promise; a refusal rejects with a StoreActionError. */
export interface StoreActions {
  /** Adds lines (product code or ISBN-13, quantity) with quick order's rules, in one request. */
  addLines(lines: readonly StoreAddLine[]): Promise<StoreAddedLine[]>;
  /** Opens the mini-cart's panel (the header's, or a `<store-mini-cart>` on the page). */
  openCart(): Promise<void>;
  closeCart(): Promise<void>;
  /** Sign-in as the account menu starts it: its form (embedded) or the identity server. */
  signIn(): Promise<void>;
  /** Applies a promotion code to the shopper's cart; resolves with the code as applied. */
  applyPromotionCode(code: string): Promise<string>;
  /** Null when the shopper has no cart yet. */
  getCart(): Promise<StoreCartSummary | null>;
  getShopper(): Promise<StoreShopper>;
}

declare global {
  interface Window {
    /** The page-level actions (docs/integrating.md), set by the loader. */
    storeWidgets?: StoreActions;
  }
}
