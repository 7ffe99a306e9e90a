/**
 * OCC's `fields` parameter: a read answers only what it asks for (SAP's `*-beans.xml` levels).
 * No `fields` is `DEFAULT`, which leaves out most of a cart or product: clients must ask.
 */

/** A DTO's levels as field specs, by the name of the field that holds it ('' for the answer itself). */
export type FieldLevels = Readonly<Record<string, Readonly<Record<string, string>>>>;

interface Selection {
  /** null: keep everything. */
  fields: Map<string, Selection> | null;
}

function splitTopLevel(spec: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < spec.length; i += 1) {
    const char = spec[i];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(spec.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(spec.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

function parse(spec: string, holder: string, levels: FieldLevels): Selection {
  const fields = new Map<string, Selection>();
  for (const part of splitTopLevel(spec)) {
    const open = part.indexOf('(');
    const name = open < 0 ? part : part.slice(0, open);
    const inner = open < 0 ? undefined : part.slice(open + 1, part.lastIndexOf(')'));
    if (name === 'FULL') return { fields: null };
    if (name === 'BASIC' || name === 'DEFAULT') {
      const level = levels[holder]?.[name];
      if (level === undefined) return { fields: null };
      for (const [key, value] of parse(level, holder, levels).fields ?? []) fields.set(key, value);
      continue;
    }
    fields.set(name, inner === undefined ? { fields: null } : parse(inner, name, levels));
  }
  return { fields };
}

function apply(value: unknown, selection: Selection): unknown {
  if (selection.fields === null || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => apply(item, selection));
  const kept: Record<string, unknown> = {};
  for (const [name, inner] of selection.fields) {
    const field = (value as Record<string, unknown>)[name];
    if (field !== undefined) kept[name] = apply(field, inner);
  }
  return kept;
}

export function selectFields<T>(body: T, fields: string | null, levels: FieldLevels): unknown {
  return apply(body, parse(fields ?? 'DEFAULT', '', levels));
}

export function selectAsked(url: URL, body: unknown, levels: FieldLevels): unknown {
  return selectFields(body, url.searchParams.get('fields'), levels);
}

/** ProductWsDTO's levels: the store's attributes are in neither. */
const PRODUCT_LEVEL = {
  BASIC: 'code,name,url,purchasable,price,stock',
  DEFAULT: 'code,name,url,summary,purchasable,price,stock,images',
};

export const PRODUCT_LEVELS: FieldLevels = { '': PRODUCT_LEVEL };

export const PRODUCT_SEARCH_LEVELS: FieldLevels = {
  '': {
    BASIC: 'products(BASIC),pagination',
    DEFAULT: 'products(DEFAULT),pagination,freeTextSearch',
  },
  products: PRODUCT_LEVEL,
};

const ENTRY_LEVEL = {
  BASIC: 'entryNumber,quantity',
  DEFAULT: 'entryNumber,quantity,totalPrice,product(DEFAULT)',
};

/** The cart's and its entries' levels (SAP Commerce's CartWsDTO and OrderEntryWsDTO). */
export const CART_LEVELS: FieldLevels = {
  '': {
    BASIC: 'code,guid',
    DEFAULT: 'code,guid,totalItems,totalPrice,totalPriceWithTax,entries(DEFAULT)',
  },
  entries: ENTRY_LEVEL,
  entry: ENTRY_LEVEL,
  product: PRODUCT_LEVEL,
};

export const CART_LIST_LEVELS: FieldLevels = {
  ...CART_LEVELS,
  '': {
    BASIC: 'carts(BASIC),savedCartData(BASIC)',
    DEFAULT: 'carts(DEFAULT),pagination,savedCartData(DEFAULT)',
  },
  carts: CART_LEVELS[''] ?? {},
  savedCartData: CART_LEVELS[''] ?? {},
};

const MODIFICATION_LEVEL = {
  BASIC: 'statusCode,quantityAdded',
  DEFAULT: 'statusCode,statusMessage,quantityAdded,quantity,entry(DEFAULT)',
};

export const MODIFICATION_LEVELS: FieldLevels = {
  ...CART_LEVELS,
  '': MODIFICATION_LEVEL,
  cartModifications: MODIFICATION_LEVEL,
};

/** An order's levels (SAP Commerce's OrderWsDTO): none of the store's attributes by default. */
export const ORDER_LEVELS: FieldLevels = {
  ...CART_LEVELS,
  '': {
    BASIC: 'code,guid',
    DEFAULT:
      'code,guid,status,created,deliveryStatus,net,user,paymentInfo,deliveryAddress,deliveryMode,appliedVouchers,subTotal,totalDiscounts,productDiscounts,orderDiscounts,deliveryCost,totalTax,totalPrice,totalPriceWithTax,totalItems,entries(DEFAULT)',
  },
};

/** OrderHistoryListWsDTO's levels: none of the store's attributes by default. */
export const HISTORY_LEVELS: FieldLevels = {
  '': {
    BASIC: 'orders,pagination,sorts',
    DEFAULT: 'orders(DEFAULT),pagination(DEFAULT),sorts(DEFAULT)',
  },
  orders: {
    BASIC: 'total,guid,status,statusDisplay,code,placed',
    DEFAULT: 'total(DEFAULT),guid,status,statusDisplay,code,placed',
  },
};

/** A paged read's `fields`: SAP adds `pagination` to whatever is asked (addPaginationField). */
export function selectAskedPage(url: URL, body: unknown, levels: FieldLevels): unknown {
  return selectFields(body, `${url.searchParams.get('fields') ?? 'DEFAULT'},pagination`, levels);
}

const QUOTE_LEVEL = {
  BASIC: 'code,name,state,version',
  DEFAULT:
    'code,name,description,version,state,creationTime,updatedTime,expirationTime,allowedActions,cartId,totalItems,totalPrice,totalPriceWithTax,subTotalWithDiscounts,quoteDiscounts,productDiscounts,orderDiscounts,entries(DEFAULT)',
};

/** A quote's levels (SAP Commerce's QuoteWsDTO): none of the store's attributes by default. */
export const QUOTE_LEVELS: FieldLevels = { ...CART_LEVELS, '': QUOTE_LEVEL };

export const QUOTE_LIST_LEVELS: FieldLevels = {
  ...CART_LEVELS,
  '': { BASIC: 'quotes(BASIC),pagination', DEFAULT: 'quotes(DEFAULT),pagination,sorts' },
  quotes: QUOTE_LEVEL,
};

/** UserWsDTO's levels. */
export const USER_LEVELS: FieldLevels = {
  '': {
    BASIC: 'uid,customerId,displayUid,name,firstName,lastName',
    DEFAULT: 'uid,customerId,displayUid,name,firstName,lastName',
  },
};
