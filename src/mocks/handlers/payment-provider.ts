import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import type {
  CardToken,
  HostedFieldName,
  SecurityCodeToken,
} from '../../api/payment/provider-protocol';
import { todayIn } from '../../rules/form/calendar-date';
import { cardExpiryProblem } from '../../rules/card/card-expiry';
import { checkCardNumber } from '../../rules/card/card-number';
import type { CardMessageKey } from '../../rules/card/card.messages';
import { securityCodeProblem } from '../../rules/card/security-code';
import {
  captchaPageHtml,
  fieldPageHtml,
  pageLanguage,
  parentOrigin,
  providerCsp,
  PROVIDER_CSS,
} from '../payment/provider-pages';
import {
  issueCaptchaToken,
  issueCardToken,
  issueSecurityCodeToken,
  redeemCardToken,
  redeemSecurityCodeToken,
  verifyCaptchaToken,
} from '../payment/provider-vault';
import { savedCardBrand } from '../payment/saved-cards';
import { service } from './commerce-declarations';

/**
 * The fake payment provider on its own origin: the card fields' pages, the challenge and their
 * API. Every answer allows its own origin only (CORS); the API refuses other origins.
 */
const PAY = '*/pay';
const FIELDS: readonly HostedFieldName[] = ['number', 'expiry', 'cvc'];
const SESSION = /^[\w-]{1,100}$/;

function ownOrigin(request: Request): string {
  return new URL(request.url).origin;
}

function providerHeaders(request: Request, extra: Record<string, string> = {}): HeadersInit {
  return {
    'Access-Control-Allow-Origin': ownOrigin(request),
    Vary: 'Origin',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  };
}

function badRequest(request: Request, why: string) {
  return new HttpResponse(`Bad request: ${why}`, {
    status: 400,
    headers: providerHeaders(request, { 'Content-Type': 'text/plain; charset=utf-8' }),
  });
}

function json(request: Request, body: unknown, status = 200) {
  return HttpResponse.json(body as never, { status, headers: providerHeaders(request) });
}

function htmlPage(request: Request, html: string, parent: string) {
  return new HttpResponse(html, {
    headers: providerHeaders(request, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': providerCsp(parent),
      'Referrer-Policy': 'no-referrer',
    }),
  });
}

/** A call of the provider's API from another origin's page (the browser would send it). */
function fromElsewhere(request: Request): boolean {
  const origin = request.headers.get('Origin');
  return origin !== null && origin !== ownOrigin(request);
}

async function apiBody<S extends v.GenericSchema>(
  request: Request,
  schema: S,
): Promise<{ body: v.InferOutput<S> } | { refusal: Response }> {
  if (fromElsewhere(request)) return { refusal: json(request, { error: 'forbidden' }, 403) };
  const parsed = v.safeParse(schema, await request.json().catch(() => null));
  if (!parsed.success) return { refusal: json(request, { error: 'malformed' }, 400) };
  return { body: parsed.output };
}

const Session = v.pipe(v.string(), v.regex(SESSION));
const Digits = (max: number) => v.pipe(v.string(), v.maxLength(max));
const TokenBody = v.object({
  session: Session,
  number: Digits(30),
  expiryMonth: v.union([v.number(), Digits(2)]),
  expiryYear: v.union([v.number(), Digits(4)]),
  securityCode: Digits(8),
});
const SecurityCodeBody = v.object({
  session: Session,
  cardId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  securityCode: Digits(8),
});
const CaptchaBody = v.object({ session: Session });

/** "Not past" anywhere on Earth today: the shopper's date can be a day behind the server's. */
const providerToday = () => todayIn('Etc/GMT+12');

export const paymentProviderHandlers = service('payment provider', [
  http.get(`${PAY}/fields/:page`, ({ request, params }) => {
    const field = FIELDS.find((name) => params.page === `${name}.html`);
    if (!field) return undefined;
    const query = new URL(request.url).searchParams;
    const parent = parentOrigin(query.get('parent'));
    const label = query.get('label') ?? '';
    const card = query.get('card');
    if (!parent) return badRequest(request, 'parent must be an origin');
    if (!SESSION.test(query.get('session') ?? '')) return badRequest(request, 'session');
    if (label.trim() === '' || label.length > 200) return badRequest(request, 'label');
    if (card !== null && field !== 'cvc') return badRequest(request, 'card is for cvc only');
    const brand = card === null ? undefined : savedCardBrand(card);
    if (card !== null && !brand)
      return new HttpResponse('Unknown card', {
        status: 404,
        headers: providerHeaders(request, { 'Content-Type': 'text/plain; charset=utf-8' }),
      });
    const language = pageLanguage(query.get('lang'));
    return htmlPage(request, fieldPageHtml({ field, language, label, brand }), parent);
  }),

  http.get(`${PAY}/captcha.html`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const parent = parentOrigin(query.get('parent'));
    if (!parent) return badRequest(request, 'parent must be an origin');
    if (!SESSION.test(query.get('session') ?? '')) return badRequest(request, 'session');
    return htmlPage(request, captchaPageHtml(pageLanguage(query.get('lang'))), parent);
  }),

  http.get(
    `${PAY}/fields.css`,
    ({ request }) =>
      new HttpResponse(PROVIDER_CSS, {
        headers: providerHeaders(request, { 'Content-Type': 'text/css; charset=utf-8' }),
      }),
  ),

  // Preflights: answered for the provider's own origin only, so another origin's page is refused.
  http.options(
    `${PAY}/api/*`,
    ({ request }) =>
      new HttpResponse(null, {
        status: 204,
        headers: providerHeaders(request, {
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type',
        }),
      }),
  ),

  // The card-number field's page tokenises its session's fields: the card stays in the vault.
  http.post(`${PAY}/api/tokens`, async ({ request }) => {
    const call = await apiBody(request, TokenBody);
    if ('refusal' in call) return call.refusal;
    const { number, expiryMonth, expiryYear, securityCode } = call.body;
    const checked = checkCardNumber(number);
    const expiryProblem = cardExpiryProblem(
      { month: expiryMonth, year: expiryYear },
      providerToday(),
    );
    const codeProblem = securityCodeProblem(securityCode, checked.ok ? checked.brand : undefined);
    const errors: Partial<Record<HostedFieldName, CardMessageKey>> = {
      ...(checked.ok ? {} : { number: checked.message }),
      ...(expiryProblem ? { expiry: expiryProblem } : {}),
      ...(codeProblem ? { cvc: codeProblem } : {}),
    };
    if (!checked.ok || Object.keys(errors).length > 0)
      return json(request, { error: 'invalid', errors }, 400);
    const month = Number(expiryMonth);
    const year = String(expiryYear).length === 2 ? 2000 + Number(expiryYear) : Number(expiryYear);
    const token = issueCardToken({
      number: checked.digits,
      brand: checked.brand,
      expiryMonth: month,
      expiryYear: year,
      securityCode: securityCode.trim(),
    });
    const answer: CardToken = {
      token,
      brand: checked.brand,
      last4: checked.last4,
      expiryMonth: month,
      expiryYear: year,
    };
    return json(request, answer);
  }),

  // A saved card's security code, bound to that card.
  http.post(`${PAY}/api/security-code-tokens`, async ({ request }) => {
    const call = await apiBody(request, SecurityCodeBody);
    if ('refusal' in call) return call.refusal;
    const { cardId, securityCode } = call.body;
    const brand = savedCardBrand(cardId);
    if (!brand) return json(request, { error: 'cardNotFound' }, 404);
    const problem = securityCodeProblem(securityCode, brand);
    if (problem) return json(request, { error: 'invalid', errors: { cvc: problem } }, 400);
    const answer: SecurityCodeToken = {
      token: issueSecurityCodeToken(cardId, securityCode.trim()),
      cardId,
    };
    return json(request, answer);
  }),

  http.post(`${PAY}/api/captcha`, async ({ request }) => {
    const call = await apiBody(request, CaptchaBody);
    if ('refusal' in call) return call.refusal;
    return json(request, { token: issueCaptchaToken() });
  }),
]);

const TokenControl = v.object({ token: v.string(), cardId: v.optional(v.string()) });

/** Test-only: what the platform does with the tokens, for tests of the provider alone. */
export const paymentProviderControlHandlers = service('test control', [
  http.post('*/__mock/payment/card-tokens/redeem', async ({ request }) => {
    const body = v.safeParse(TokenControl, await request.json().catch(() => null));
    const card = body.success ? redeemCardToken(body.output.token) : undefined;
    if (!card) return HttpResponse.json({ error: 'unknownToken' }, { status: 404 });
    const { brand, expiryMonth, expiryYear } = card;
    return HttpResponse.json({ brand, last4: card.number.slice(-4), expiryMonth, expiryYear });
  }),
  http.post('*/__mock/payment/security-code-tokens/redeem', async ({ request }) => {
    const body = v.safeParse(TokenControl, await request.json().catch(() => null));
    const code =
      body.success && body.output.cardId
        ? redeemSecurityCodeToken(body.output.token, body.output.cardId)
        : undefined;
    if (code === undefined) return HttpResponse.json({ error: 'unknownToken' }, { status: 404 });
    return HttpResponse.json({ cardId: body.success ? body.output.cardId : undefined });
  }),
  http.post('*/__mock/payment/captcha/verify', async ({ request }) => {
    const body = v.safeParse(TokenControl, await request.json().catch(() => null));
    return HttpResponse.json({ valid: body.success && verifyCaptchaToken(body.output.token) });
  }),
]);
