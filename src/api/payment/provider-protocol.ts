import type { CardBrand } from '../../rules/card/card-brand';
import type { CardMessageKey } from '../../rules/card/card.messages';

// The hosted card fields' `postMessage` protocol ("SAQ A"): each field is an iframe on the
// provider's origin, so the store never sees card data; the primary field tokenises the session.

export const PAY_SOURCE = 'store-pay';

/** The fields a new card needs; a saved card needs only `cvc`, bound to the card. */
export type HostedFieldName = 'number' | 'expiry' | 'cvc';

export interface HostedFieldState {
  empty: boolean;
  valid: boolean;
  /** The card number field's brand, from the digits so far. */
  brand?: CardBrand | undefined;
  error?: CardMessageKey | undefined;
}

export interface CardToken {
  /** Single-use; the platform charges it once. */
  token: string;
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export interface SecurityCodeToken {
  token: string;
  cardId: string;
}

interface Envelope {
  source: typeof PAY_SOURCE;
  session: string;
}

export type ProviderMessage = Envelope &
  (
    | { type: 'ready'; field: HostedFieldName | 'captcha' }
    | { type: 'change'; field: HostedFieldName; state: HostedFieldState }
    | { type: 'resize'; field: HostedFieldName | 'captcha'; height: number }
    | { type: 'tokenized'; requestId: string; token: CardToken | SecurityCodeToken }
    | {
        type: 'tokenize-failed';
        requestId: string;
        /** `invalid`: a field's rule (it shows its message); `unavailable`: the provider failed. */
        reason: 'invalid' | 'unavailable';
        fields: Partial<Record<HostedFieldName, HostedFieldState>>;
      }
    /** The box was ticked; Place order waits for the provider's answer. */
    | { type: 'captcha-checking' }
    | { type: 'captcha-solved'; token: string }
    | { type: 'captcha-expired' }
    | { type: 'captcha-failed' }
  );

export type PageMessage = Envelope &
  /** To the primary field (`number`, or `cvc` of a saved card): tokenise the session's fields. */
  (
    | { type: 'tokenize'; requestId: string }
    | { type: 'validate' }
    | { type: 'focus'; field: HostedFieldName }
  );

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

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
  label: string;
  card?: string | undefined;
}

/** `provider` is the `paymentProviderUrl` config. */
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
