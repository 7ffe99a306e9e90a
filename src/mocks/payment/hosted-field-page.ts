/**
 * The fake payment provider's script (`{provider}/fields.js`) for its card fields and challenge.
 * Card data stays here; the store's page hears only states, heights and tokens. A session's fields
 * talk over a BroadcastChannel: the primary field gathers the others' values to tokenise.
 */
import type {
  CardToken,
  HostedFieldName,
  HostedFieldState,
  SecurityCodeToken,
} from '../../api/payment/provider-protocol';
import { translator } from '../../core/i18n/messages';
import { LANGUAGES, type Language } from '../../core/locale/locales';
import { cardBrandOf, type CardBrand } from '../../rules/card/card-brand';
import { cardMessages, type CardMessageKey } from '../../rules/card/card.messages';
import { todayIn } from '../../rules/form/calendar-date';
import { startCaptchaPage } from './captcha-page';
import { caretAfterDigits, digitsOf, expiryOf, fieldProblem, formatField } from './field-input';
import { parentLink, reportHeight, type ParentLink } from './parent-link';

type FieldStates = Partial<Record<HostedFieldName, HostedFieldState>>;

/** Between a session's fields (same origin only: BroadcastChannel never leaves the provider). */
type ChannelMessage =
  | { kind: 'hello' }
  | { kind: 'brand'; brand: CardBrand | undefined }
  | { kind: 'collect'; requestId: string; brand: CardBrand | undefined }
  | {
      kind: 'collected';
      requestId: string;
      field: HostedFieldName;
      state: HostedFieldState;
      value: string;
    };

/** The primary's wait for the other fields: generous for slow phones, under the store's timeout. */
const COLLECT_TIMEOUT_MS = 10_000;

const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

const today = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

function startField(
  field: HostedFieldName,
  link: ParentLink,
  language: Language,
  api: URL,
  savedCard: { id: string; brand: CardBrand } | undefined,
): void {
  const t = translator(cardMessages, language);
  const input = document.getElementById('input') as HTMLInputElement;
  const errorLine = document.getElementById('error') as HTMLElement;
  const brandBadge = document.getElementById('brand');
  const channel = new BroadcastChannel(`store-pay:${link.session}`);
  const send = (message: ChannelMessage) => channel.postMessage(message);
  let shown: CardMessageKey | undefined;
  // The number's brand: detected here for the number, told by the number for the security code.
  let brand: CardBrand | undefined = savedCard?.brand;

  const problem = () => fieldProblem(field, input.value, brand, today());
  const state = (): HostedFieldState => ({
    empty: input.value.trim() === '',
    valid: problem() === undefined,
    ...(field === 'number' ? { brand } : {}),
    error: shown,
  });
  let lastPosted = '';
  const postState = () => {
    const current = state();
    const text = JSON.stringify(current);
    if (text === lastPosted) return;
    lastPosted = text;
    link.post({ type: 'change', field, state: current });
  };
  const show = (key: CardMessageKey | undefined) => {
    shown = key;
    errorLine.textContent = key ? t(key) : '';
    input.setAttribute('aria-invalid', String(key !== undefined));
  };
  const validate = () => {
    show(problem());
    postState();
    return state();
  };

  input.addEventListener('input', () => {
    const caret = input.selectionStart ?? input.value.length;
    const digitsBeforeCaret = digitsOf(input.value.slice(0, caret)).length;
    const formatted = formatField(field, input.value);
    if (formatted !== input.value) {
      input.value = formatted;
      const at = caretAfterDigits(formatted, digitsBeforeCaret);
      input.setSelectionRange(at, at);
    }
    if (field === 'number') {
      const detected = cardBrandOf(digitsOf(input.value));
      if (detected !== brand) {
        brand = detected;
        if (brandBadge) brandBadge.textContent = brand ? BRAND_NAMES[brand] : '';
        send({ kind: 'brand', brand });
      }
    }
    // A message already shown follows the text (it goes once fixed); a new one waits for blur.
    if (shown) show(problem());
    postState();
  });
  input.addEventListener('blur', validate);
  window.addEventListener('focus', () => {
    if (document.activeElement !== input) input.focus();
  });

  channel.addEventListener('message', (event: MessageEvent<ChannelMessage>) => {
    const message = event.data;
    if (message.kind === 'hello' && field === 'number') send({ kind: 'brand', brand });
    if (message.kind === 'brand' && field === 'cvc' && !savedCard) {
      brand = message.brand;
      if (shown) show(problem());
      postState();
    }
    if (message.kind === 'collect' && field !== 'number') {
      if (field === 'cvc' && !savedCard) brand = message.brand;
      const checked = validate();
      send({
        kind: 'collected',
        requestId: message.requestId,
        field,
        state: checked,
        value: input.value,
      });
    }
  });

  /** The other fields of the session, each checked (and showing its message) in its own page. */
  const collect = (requestId: string) =>
    new Promise<Map<HostedFieldName, { state: HostedFieldState; value: string }>>((resolve) => {
      const found = new Map<HostedFieldName, { state: HostedFieldState; value: string }>();
      const done = () => {
        channel.removeEventListener('message', listener);
        clearTimeout(timer);
        resolve(found);
      };
      const listener = (event: MessageEvent<ChannelMessage>) => {
        const message = event.data;
        if (message.kind !== 'collected' || message.requestId !== requestId) return;
        found.set(message.field, { state: message.state, value: message.value });
        if (found.has('expiry') && found.has('cvc')) done();
      };
      const timer = setTimeout(done, COLLECT_TIMEOUT_MS);
      channel.addEventListener('message', listener);
      send({ kind: 'collect', requestId, brand });
    });

  const callProvider = async (path: string, body: object): Promise<Response | undefined> => {
    try {
      return await fetch(new URL(path, api), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ session: link.session, ...body }),
      });
    } catch {
      return undefined;
    }
  };

  const fail = (requestId: string, reason: 'invalid' | 'unavailable', fields: FieldStates) =>
    link.post({ type: 'tokenize-failed', requestId, reason, fields });

  const finish = async (requestId: string, response: Response | undefined, fields: FieldStates) => {
    if (response?.ok) {
      const token = (await response.json()) as CardToken | SecurityCodeToken;
      link.post({ type: 'tokenized', requestId, token });
    } else fail(requestId, response?.status === 400 ? 'invalid' : 'unavailable', fields);
  };

  const tokenize = async (requestId: string) => {
    const own = validate();
    if (savedCard) {
      if (!own.valid) return fail(requestId, 'invalid', { cvc: own });
      const response = await callProvider('security-code-tokens', {
        cardId: savedCard.id,
        securityCode: input.value,
      });
      return finish(requestId, response, { cvc: own });
    }
    const others = await collect(requestId);
    const expiry = others.get('expiry');
    const cvc = others.get('cvc');
    const fields: FieldStates = { number: own, expiry: expiry?.state, cvc: cvc?.state };
    if (!expiry || !cvc) return fail(requestId, 'unavailable', fields);
    if (!own.valid || !expiry.state.valid || !cvc.state.valid)
      return fail(requestId, 'invalid', fields);
    const { month, year } = expiryOf(expiry.value);
    const response = await callProvider('tokens', {
      number: digitsOf(input.value),
      expiryMonth: Number(month),
      expiryYear: 2000 + Number(year),
      securityCode: cvc.value,
    });
    return finish(requestId, response, fields);
  };

  link.listen((message) => {
    if (message.type === 'validate') validate();
    if (message.type === 'focus' && message.field === field) input.focus();
    const primary = field === 'number' || savedCard !== undefined;
    if (message.type === 'tokenize' && primary) void tokenize(message.requestId);
  });

  if (field === 'cvc' && !savedCard) send({ kind: 'hello' });
  link.post({ type: 'ready', field });
  postState();
}

const FIELDS: readonly HostedFieldName[] = ['number', 'expiry', 'cvc'];
const BRANDS = Object.keys(BRAND_NAMES) as CardBrand[];

/** The page's own: which page this is (the body says), for whom (the query), in what language. */
function start(): void {
  const query = new URLSearchParams(location.search);
  const page = document.body.dataset.page;
  const language = LANGUAGES.find((lang) => lang === document.documentElement.lang) ?? 'en';
  const link = parentLink(query);
  const api = new URL(/* @vite-ignore */ 'api/', import.meta.url);
  if (page === 'captcha') {
    startCaptchaPage(link, language, api);
    enableInput();
    link.post({ type: 'ready', field: 'captcha' });
    reportHeight(link, 'captcha');
    return;
  }
  const field = FIELDS.find((name) => name === page);
  if (!field) return;
  const card = query.get('card');
  const savedBrand = BRANDS.find((brand) => brand === document.body.dataset.brand);
  const savedCard = card && savedBrand ? { id: card, brand: savedBrand } : undefined;
  startField(field, link, language, api, savedCard);
  enableInput();
  reportHeight(link, field);
}

/** The markup disables the page's one control until its script listens (provider-pages.ts). */
function enableInput(): void {
  (document.getElementById('input') as HTMLInputElement).disabled = false;
}

start();
