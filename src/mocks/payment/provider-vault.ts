import type { CardBrand } from '../../rules/card/card-brand';

/**
 * The fake payment provider's vault: cards behind single-use tokens and solved challenges. The
 * platform redeems tokens here; the store's page only ever gets tokens, brands and last digits.
 */
export interface VaultCard {
  number: string;
  brand: CardBrand;
  expiryMonth: number;
  expiryYear: number;
  securityCode: string;
}

interface IssuedToken {
  card: VaultCard;
  used: boolean;
  expiresAt: number;
}

interface IssuedSecurityCode {
  cardId: string;
  securityCode: string;
  used: boolean;
  expiresAt: number;
}

/** A token lives 15 minutes, long enough for the shopper to place the order. */
const TOKEN_TTL_MS = 15 * 60_000;

let cardTokens = new Map<string, IssuedToken>();
let securityCodeTokens = new Map<string, IssuedSecurityCode>();
let captchaTokens = new Map<string, { used: boolean; expiresAt: number }>();

const newToken = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, '')}`;

export function issueCardToken(card: VaultCard): string {
  const token = newToken('tok');
  cardTokens.set(token, { card, used: false, expiresAt: Date.now() + TOKEN_TTL_MS });
  return token;
}

/** The card behind a token, once: undefined when unknown, expired or used already. */
export function redeemCardToken(token: string): VaultCard | undefined {
  const issued = cardTokens.get(token);
  if (!issued || issued.used || issued.expiresAt < Date.now()) return undefined;
  issued.used = true;
  return issued.card;
}

export function issueSecurityCodeToken(cardId: string, securityCode: string): string {
  const token = newToken('cvc');
  securityCodeTokens.set(token, {
    cardId,
    securityCode,
    used: false,
    expiresAt: Date.now() + TOKEN_TTL_MS,
  });
  return token;
}

/** The security code typed for a saved card, once (and only for that card). */
export function redeemSecurityCodeToken(token: string, cardId: string): string | undefined {
  const issued = securityCodeTokens.get(token);
  if (!issued || issued.used || issued.cardId !== cardId || issued.expiresAt < Date.now())
    return undefined;
  issued.used = true;
  return issued.securityCode;
}

export function issueCaptchaToken(): string {
  const token = newToken('captcha');
  captchaTokens.set(token, { used: false, expiresAt: Date.now() + 2 * 60_000 });
  return token;
}

/** A solved challenge verifies once, within two minutes (as reCAPTCHA's siteverify). */
export function verifyCaptchaToken(token: string | undefined): boolean {
  const issued = token === undefined ? undefined : captchaTokens.get(token);
  if (!issued || issued.used || issued.expiresAt < Date.now()) return false;
  issued.used = true;
  return true;
}

export function resetVault(): void {
  cardTokens = new Map();
  securityCodeTokens = new Map();
  captchaTokens = new Map();
}
