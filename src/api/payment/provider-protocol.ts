import type { CardBrand } from '../../rules/card/card-brand';
import type { CardMessageKey } from '../../rules/card/card.messages';

/**
 * The hosted card fields' protocol (the "SAQ A" pattern of Braintree Hosted Fields,
 * Adyen secured fields, Stripe Elements). The payment provider serves each card field as a page
 * for an iframe, on its own origin; the store's page never sees a card number or security code.
 * Page and fields talk only by `postMessage`, each side checking the other's origin, and every
 * message carries `source: PAY_SOURCE` and the session it belongs to.
 *
 * The card-number field is the session's primary field: asked to tokenise, it gathers the other
 * fields of its session (same origin, a BroadcastChannel of the provider's), checks them all, and
 * sends the provider's tokenisation call itself. The page receives a single-use token with the
 * brand, the last four digits and the expiry, nothing else.
 *
 *   {provider}/fields/{field}.html?session&parent&lang&label[&card]   a field's page
 *   {provider}/captcha.html?session&parent&lang                        the fake reCAPTCHA challenge
 */

export const PAY_SOURCE = 'store-pay';

/** The fields a new card needs; a saved card needs only `cvc`, bound to the card. */
export type HostedFieldName = 'number' | 'expiry' | 'cvc';

/** What a field tells the page about itself: never its value. */
export interface HostedFieldState {
  empty: boolean;
  valid: boolean;
  /** The card number field: the brand the digits so far belong to. */
  brand?: CardBrand | undefined;
  /** Shown inside the field's page; the page may use it to announce or summarise. */
  error?: CardMessageKey | undefined;
}

/** What tokenisation hands back (a new card). */
export interface CardToken {
  /** Single-use; the platform charges it once. */
  token: string;
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** A saved card's security code, tokenised for that card (the `cvc` field with `card`). */
export interface SecurityCodeToken {
  token: string;
  cardId: string;
}

interface Envelope {
  source: typeof PAY_SOURCE;
  session: string;
}

/** From a field's (or the challenge's) page to the store's page. */
export type ProviderMessage = Envelope &
  (
    | { type: 'ready'; field: HostedFieldName | 'captcha' }
    | { type: 'change'; field: HostedFieldName; state: HostedFieldState }
    | { type: 'resize'; field: HostedFieldName | 'captcha'; height: number }
    | { type: 'tokenized'; requestId: string; token: CardToken | SecurityCodeToken }
    | {
        type: 'tokenize-failed';
        requestId: string;
        /** `invalid`: a field's own rule (each field shows its message); `unavailable`: the provider failed. */
        reason: 'invalid' | 'unavailable';
        fields: Partial<Record<HostedFieldName, HostedFieldState>>;
      }
    /** The box was ticked: the provider is checking (Place order waits for its answer). */
    | { type: 'captcha-checking' }
    | { type: 'captcha-solved'; token: string }
    | { type: 'captcha-expired' }
    /** The check failed: the box is unticked again with the provider's message. */
    | { type: 'captcha-failed' }
  );

/** From the store's page to a field's page. */
export type PageMessage = Envelope &
  /** To the primary field (`number`, or `cvc` of a saved card): tokenise the session's fields. */
  (
    | { type: 'tokenize'; requestId: string }
    /** Show every field's message now (a Place order with fields left empty). */
    | { type: 'validate' }
    | { type: 'focus'; field: HostedFieldName }
  );

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A message of the protocol for this session (anything else on the window is ignored). */
export function isProviderMessage(data: unknown, session: string): data is ProviderMessage {
  return (
    isRecord(data) &&
    data.source === PAY_SOURCE &&
    data.session === session &&
    typeof data.type === 'string'
  );
}

export function isPageMessage(data: unknown, session: string): data is PageMessage {
  return isProviderMessage(data, session);
}

export interface FieldPageQuery {
  session: string;
  /** The store page's origin: the only one the field talks to. */
  parent: string;
  lang: string;
  /** The field's accessible label, in the page's language (plain text). */
  label: string;
  /** For the `cvc` field of a saved card: the card it is bound to. */
  card?: string | undefined;
}

/** A field's page at the provider. `provider` is its base URL (the `paymentProviderUrl` config). */
export function hostedFieldUrl(
  provider: string,
  field: HostedFieldName,
  query: FieldPageQuery,
): string {
  const params = new URLSearchParams({
    session: query.session,
    parent: query.parent,
    lang: query.lang,
    label: query.label,
  });
  if (query.card) params.set('card', query.card);
  return `${provider.replace(/\/$/, '')}/fields/${field}.html?${params}`;
}

/** The fake reCAPTCHA challenge's page (checkout-recaptcha flag). */
export function captchaUrl(
  provider: string,
  query: Omit<FieldPageQuery, 'label' | 'card'>,
): string {
  const params = new URLSearchParams({
    session: query.session,
    parent: query.parent,
    lang: query.lang,
  });
  return `${provider.replace(/\/$/, '')}/captcha.html?${params}`;
}
