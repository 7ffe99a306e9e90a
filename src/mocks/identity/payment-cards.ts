import { addressFields } from '../db/addresses';
import { CARD_TYPE_OF_BRAND } from '../../api/payment-cards/card-type';
import type { OccPaymentDetails } from '../../api/payment-cards/payment-details.schema';
import { CARD_BRAND_NAMES, type CardBrand } from '../../rules/card/card-brand';
import type { CardHolder } from '../../rules/card/card-holder';
import { renderAddress } from '../db/addresses';
import { SEED_ADDRESS_BOOKS, type StoredAddress } from '../db/seed-addresses';
import { SEED_USERS } from '../db/seed-users';
import type { VaultCard } from '../payment/provider-vault';

/**
 * The shoppers' saved cards, for the Payment Cards page and checkout; only masked fields leave.
 * The billing address is the card's own copy, as a card network keeps what it verified (spec 3).
 */

/** What a card keeps besides the provider's data: its holder and billing address. */
export interface CardDetails {
  cardHolder: CardHolder;
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
  billingAddress: addressFields(details.billingAddress),
});

function seededAddress(userId: string, addressId: string): StoredAddress {
  const found = SEED_ADDRESS_BOOKS[userId]?.find((address) => address.id === addressId);
  if (!found) throw new Error(`No seeded address ${addressId} for ${userId}`);
  return found;
}

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

/** A shopper without seeded cards: their names and default billing address (or an invented one). */
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

/** Deletes a card; false when there is none. The first remaining card becomes the default. */
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
 * Saves the card behind a redeemed token. The same number and expiry again is not saved twice: it
 * takes the holder and billing address given now. A shopper's first card is their default.
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
 * One card as OCC's PaymentDetailsWsDTO: number masked as SAP masks it, expiry as strings, names
 * both in `accountHolderName` and the store's `cardHolder`.
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

/** A saved card by id, whoever's it is: the id names its shopper (`card-1001-2` is `u-1001`'s). */
export function savedCardById(cardId: string): SavedCardRecord | undefined {
  const owner = /^card-(.+)-\d+$/.exec(cardId)?.[1];
  return owner === undefined ? undefined : savedCardOf(`u-${owner}`, cardId);
}
