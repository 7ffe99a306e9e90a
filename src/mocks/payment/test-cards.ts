/** Test cards (docs/fake-backend.md): the number decides a charge's outcome, as Stripe's do. */
export type ChargeOutcome =
  | 'approve'
  | 'declined'
  | 'insufficientFunds'
  | 'expiredCard'
  | 'incorrectSecurityCode'
  | 'processingError'
  /** Approved, then held for review: the order goes on hold (spec section 4). */
  | 'review'
  /** Approved by the card network, but the sanctions screening (ofac-screening flag) blocks it. */
  | 'sanctions';

export interface TestCard {
  number: string;
  outcome: ChargeOutcome;
  description: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', outcome: 'approve', description: 'Visa, approved' },
  { number: '5555555555554444', outcome: 'approve', description: 'Mastercard, approved' },
  {
    number: '378282246310005',
    outcome: 'approve',
    description: 'American Express, approved (4-digit security code)',
  },
  { number: '4000000000000002', outcome: 'declined', description: 'declined' },
  { number: '4000000000009995', outcome: 'insufficientFunds', description: 'insufficient funds' },
  { number: '4000000000000069', outcome: 'expiredCard', description: 'expired card' },
  {
    number: '4000000000000127',
    outcome: 'incorrectSecurityCode',
    description: 'wrong security code',
  },
  { number: '4000000000000119', outcome: 'processingError', description: 'processing error' },
  {
    number: '4000000000009235',
    outcome: 'review',
    description: 'sent to review: the order is on hold',
  },
  {
    number: '4000000000000101',
    outcome: 'sanctions',
    description: 'blocked by the sanctions screening (when it is on)',
  },
];

/** The outcome of charging a card number: a test card's, else approved. */
export function outcomeOf(number: string): ChargeOutcome {
  return TEST_CARDS.find((card) => card.number === number)?.outcome ?? 'approve';
}
