import { addressFields } from '../db/addresses';
import {
  CARD_TYPE_OF_BRAND,
  type OccPaymentDetails,
} from '../../api/payment-cards/payment-details.schema';
import { CARD_BRAND_NAMES, type CardBrand } from '../../rules/card/card-brand';
import type { CardHolder } from '../../rules/card/card-holder';
import { renderAddress } from '../db/addresses';
import { SEED_ADDRESS_BOOKS, type StoredAddress } from '../db/seed-addresses';
import { SEED_USERS } from '../db/seed-users';
import type { VaultCard } from '../payment/provider-vault';

/**
 * The shoppers' saved cards: the one list behind the step-up protected `payment-cards` resource
 * (the account menu's Payment Cards) and the checkout's saved cards (payment options, place order
 * with SAVED_CARD). Each card keeps the test number and security code the fake provider holds for
 * it (docs/fake-backend.md, "Test cards"); only the masked fields ever leave the fake backend. Placing an order
 * with `saveCard`, or adding a card on the Payment Cards page, adds a card here. Not the checkout
 * card form (spec 3).
 *
 * One card of a shopper is their default (the checkout offers it first): the first card seeded or
 * saved, or the one they chose; deleting the default makes the first remaining card the default.
 *
 * Each card keeps its holder's names and its billing address (spec section 3, "Card"), given when
 * it was saved (card-details.ts checks them). The billing address is the card's own copy, under the
 * card's id: a later edit or delete of the address book entry it was chosen from leaves it as the
 * card was saved with it, as a card network keeps the address it verified.
 */

/** What a card keeps besides the provider's data: its holder and billing address. */
export interface CardDetails {
  cardHolder: CardHolder;
  /** The card's own copy of the address (no book defaults): see above. */
  billingAddress: Omit<StoredAddress, 'id' | 'defaultShipping' | 'defaultBilling'>;
}

/** A saved card as the provider holds it: what the platform charges and checks codes against. */
export interface SavedCardRecord extends CardDetails {
  id: string;
  brand: CardBrand;
  number: string;
  securityCode: string;
  expiryMonth: number;
  expiryYear: number;
}

const card = (
  id: string,
  brand: CardBrand,
  number: string,
  securityCode: string,
  [expiryMonth, expiryYear]: readonly [number, number],
  details: CardDetails,
): SavedCardRecord => ({
  id,
  brand,
  number,
  securityCode,
  expiryMonth,
  expiryYear,
  cardHolder: { ...details.cardHolder },
  // A copy of the address's own fields: a later change of the book leaves the card's as it was.
  billingAddress: addressFields(details.billingAddress),
});

/** A seeded shopper's book address by id (seed-addresses.ts), for a seeded card's billing. */
function seededAddress(userId: string, addressId: string): StoredAddress {
  const found = SEED_ADDRESS_BOOKS[userId]?.find((address) => address.id === addressId);
  if (!found) throw new Error(`No seeded address ${addressId} for ${userId}`);
  return found;
}

/** A seeded card's holder and billing: names as the card prints them, an address of the book. */
const seeded = (userId: string, addressId: string, holder?: CardHolder): CardDetails => {
  const billingAddress = seededAddress(userId, addressId);
  return {
    cardHolder: holder ?? {
      firstName: billingAddress.firstName,
      lastName: billingAddress.lastName,
    },
    billingAddress,
  };
};

/** Seeded per shopper; every number is a test number that is approved (test-cards.ts). */
const SEED: Readonly<Record<string, readonly SavedCardRecord[]>> = {
  'u-1001': [
    card(
      'card-1001-1',
      'visa',
      '4242424242424242',
      '123',
      [8, 2029],
      seeded('u-1001', 'addr-1001-home'),
    ),
    // The practice's card: billed to the office, in the holder's full first name.
    card(
      'card-1001-2',
      'mastercard',
      '5105105105105100',
      '456',
      [2, 2028],
      seeded('u-1001', 'addr-1001-office', { firstName: 'Danielle', lastName: 'Whitfield' }),
    ),
  ],
  'u-1003': [
    card(
      'card-1003-1',
      'amex',
      '378282246310005',
      '7890',
      [11, 2030],
      seeded('u-1003', 'addr-1003-district', { firstName: 'Maria', lastName: 'Álvarez' }),
    ),
  ],
  'u-1004': [
    card(
      'card-1004-1',
      'visa',
      '4012888888881881',
      '321',
      [5, 2031],
      seeded('u-1004', 'addr-1004-clinic'),
    ),
  ],
};

/** Card ids: `card-1001-1` for user `u-1001`'s first card. */
const cardId = (userId: string, index: number) => `card-${userId.replace(/^u-/, '')}-${index}`;

/**
 * A shopper without seeded cards: their names, their seeded default billing address; one without
 * a seeded book (none today) an invented one in their names.
 */
function defaultDetails(userId: string): CardDetails {
  const user = SEED_USERS.find((seededUser) => seededUser.id === userId);
  const cardHolder = user
    ? { firstName: user.firstName, lastName: user.lastName }
    : { firstName: 'Jordan', lastName: 'Reyes' };
  const billing = SEED_ADDRESS_BOOKS[userId]?.find((address) => address.defaultBilling);
  return {
    cardHolder,
    billingAddress: billing ?? {
      ...cardHolder,
      country: 'US',
      region: 'NY',
      town: 'Albany',
      line1: '25 State Street',
      line2: '',
      line3: '',
      postalCode: '12207',
    },
  };
}

/** Every other shopper starts with one Visa. */
const defaultCards = (userId: string): SavedCardRecord[] => [
  card(cardId(userId, 1), 'visa', '4111111111111111', '111', [12, 2030], defaultDetails(userId)),
];

let cardsByUser = new Map<string, SavedCardRecord[]>();
/** The highest card index each shopper has had, deleted cards included. */
let usedIndexes = new Map<string, number>();
/** Each shopper's default card id (none when they have no card). */
let defaultByUser = new Map<string, string>();

/** The shopper's saved cards with what the provider holds, in the order they were saved. */
export function savedCardsOf(userId: string): readonly SavedCardRecord[] {
  let cards = cardsByUser.get(userId);
  if (!cards) {
    cards = (SEED[userId] ?? defaultCards(userId)).map((seeded) => ({ ...seeded }));
    cardsByUser.set(userId, cards);
    usedIndexes.set(userId, cards.length);
    if (cards[0]) defaultByUser.set(userId, cards[0].id);
  }
  return cards;
}

/** The id of the shopper's default card, if they have a card. */
export function defaultCardIdOf(userId: string): string | undefined {
  savedCardsOf(userId);
  return defaultByUser.get(userId);
}

/** Makes one of the shopper's cards their default; false when they have no such card. */
export function setDefaultCard(userId: string, cardId: string): boolean {
  if (!savedCardOf(userId, cardId)) return false;
  defaultByUser.set(userId, cardId);
  return true;
}

/**
 * Deletes one of the shopper's cards (the provider forgets it with it); false when they have no
 * such card, deleted already included. The default gone, the first remaining card is the default.
 */
export function removeSavedCard(userId: string, cardId: string): boolean {
  const cards = savedCardsOf(userId);
  if (!cards.some((saved) => saved.id === cardId)) return false;
  const remaining = cards.filter((saved) => saved.id !== cardId);
  cardsByUser.set(userId, remaining);
  if (defaultByUser.get(userId) === cardId) {
    if (remaining[0]) defaultByUser.set(userId, remaining[0].id);
    else defaultByUser.delete(userId);
  }
  return true;
}

export function savedCardOf(userId: string, cardId: string): SavedCardRecord | undefined {
  return savedCardsOf(userId).find((saved) => saved.id === cardId);
}

/**
 * Saves the card behind a redeemed token for the shopper ("save this card", or added on the
 * Payment Cards page) with its holder and billing address (checked by the caller). A card already
 * saved (same number and expiry) is not saved twice: it takes the holder and billing address given
 * now, the shopper's latest word on them. Returns the saved card. A shopper's first card is their
 * default.
 */
export function addSavedCard(
  userId: string,
  vaultCard: VaultCard,
  details: CardDetails,
): SavedCardRecord {
  const cards = [...savedCardsOf(userId)];
  const existing = cards.find(
    (saved) =>
      saved.number === vaultCard.number &&
      saved.expiryMonth === vaultCard.expiryMonth &&
      saved.expiryYear === vaultCard.expiryYear,
  );
  if (existing) {
    existing.cardHolder = { ...details.cardHolder };
    existing.billingAddress = addressFields(details.billingAddress);
    return existing;
  }
  // Ids are never reused, not even a deleted card's: a late repeat of a delete cannot hit a new card.
  const used = usedIndexes.get(userId) ?? 0;
  const ids = new Set(cards.map((saved) => saved.id));
  let index = Math.max(cards.length, used) + 1;
  while (ids.has(cardId(userId, index))) index += 1;
  usedIndexes.set(userId, index);
  const saved = card(
    cardId(userId, index),
    vaultCard.brand,
    vaultCard.number,
    vaultCard.securityCode,
    [vaultCard.expiryMonth, vaultCard.expiryYear],
    details,
  );
  cardsByUser.set(userId, [...cards, saved]);
  if (!defaultByUser.has(userId)) defaultByUser.set(userId, saved.id);
  return saved;
}

/**
 * One card as OCC's PaymentDetailsWsDTO (the account's list and the checkout's saved cards): the
 * number masked as SAP masks it, SAP's card type code, the expiry as strings, the holder's names
 * once as `accountHolderName` and apart as the store's `cardHolder`, and the card's own billing
 * address under an id of the card's (`card-1001-1-billing`), its names in `lang`.
 */
export function renderPaymentDetails(
  userId: string,
  saved: SavedCardRecord,
  lang: string,
): OccPaymentDetails & { defaultPayment: boolean } {
  const { firstName, lastName } = saved.cardHolder;
  return {
    id: saved.id,
    accountHolderName: `${firstName} ${lastName}`,
    cardNumber: `${'*'.repeat(saved.number.length - 4)}${saved.number.slice(-4)}`,
    cardType: { code: CARD_TYPE_OF_BRAND[saved.brand], name: CARD_BRAND_NAMES[saved.brand] },
    expiryMonth: String(saved.expiryMonth).padStart(2, '0'),
    expiryYear: String(saved.expiryYear),
    defaultPayment: defaultCardIdOf(userId) === saved.id,
    saved: true,
    billingAddress: renderAddress({ id: `${saved.id}-billing`, ...saved.billingAddress }, lang),
    cardHolder: { firstName, lastName },
  };
}

/** OCC's PaymentDetailsList of the shopper's saved cards, in the order they were saved. */
export function paymentDetailsListOf(
  userId: string,
  lang = 'en',
): { payments: OccPaymentDetails[] } {
  return {
    payments: savedCardsOf(userId).map((saved) => renderPaymentDetails(userId, saved, lang)),
  };
}

/** Back to the seeded cards (called by resetMockState). */
export function resetPaymentCards(): void {
  cardsByUser = new Map();
  defaultByUser = new Map();
  usedIndexes = new Map();
}

/**
 * One saved card by its id, whoever's it is (the provider looks saved cards up by id): the id names
 * its shopper (`card-1001-2` is `u-1001`'s), including cards saved at checkout.
 */
export function savedCardById(cardId: string): SavedCardRecord | undefined {
  const owner = /^card-(.+)-\d+$/.exec(cardId)?.[1];
  return owner === undefined ? undefined : savedCardOf(`u-${owner}`, cardId);
}
