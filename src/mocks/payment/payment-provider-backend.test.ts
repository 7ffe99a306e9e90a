import { describe, expect, it } from 'vitest';
import { redeemCardToken, redeemSecurityCodeToken, verifyCaptchaToken } from './provider-vault';
import { savedCardBrand } from './saved-cards';

// The fake payment provider's pages and API (src/mocks/handlers/payment-provider.ts), in process.
const PROVIDER = 'http://127.0.0.1:4173/pay';
const STORE = 'http://localhost:4173';
const SESSION = 'session-1';

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${PROVIDER}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

const VISA = {
  session: SESSION,
  number: '4242424242424242',
  expiryMonth: 12,
  expiryYear: 2030,
  securityCode: '123',
};

function fieldPage(field: string, query: Record<string, string>) {
  return fetch(`${PROVIDER}/fields/${field}.html?${new URLSearchParams(query)}`);
}

describe('the provider API: card tokens', () => {
  it('issues a single-use token with the brand, last four digits and expiry', async () => {
    const { response, body } = await post('tokens', VISA);
    expect(response.status).toBe(200);
    expect(body).toEqual({
      token: expect.stringMatching(/^tok_\w+$/),
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
    });
    expect(JSON.stringify(body)).not.toContain('4242424242424242');
    const card = redeemCardToken(body.token as string);
    expect(card).toEqual({
      number: '4242424242424242',
      brand: 'visa',
      expiryMonth: 12,
      expiryYear: 2030,
      securityCode: '123',
    });
    expect(redeemCardToken(body.token as string)).toBeUndefined();
  });

  it('refuses a card the rules refuse (400, each field with its message key)', async () => {
    const { response, body } = await post('tokens', {
      ...VISA,
      number: '4242424242424241',
      expiryMonth: 1,
      expiryYear: 2020,
      securityCode: '12',
    });
    expect(response.status).toBe(400);
    expect(body).toEqual({
      error: 'invalid',
      errors: {
        number: 'card.numberInvalid',
        expiry: 'card.expired',
        cvc: 'card.securityCodeFormat',
      },
    });
    const amex = await post('tokens', { ...VISA, number: '378282246310005', securityCode: '123' });
    expect(amex.body).toEqual({ error: 'invalid', errors: { cvc: 'card.securityCodeFormat' } });
    const amexOk = await post('tokens', {
      ...VISA,
      number: '378282246310005',
      securityCode: '1234',
    });
    expect(amexOk.body).toMatchObject({ brand: 'amex', last4: '0005' });
  });

  it('answers with CORS for its own origin only and refuses calls from another origin', async () => {
    const own = await post('tokens', VISA, { Origin: 'http://127.0.0.1:4173' });
    expect(own.response.status).toBe(200);
    expect(own.response.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:4173');
    const store = await post('tokens', VISA, { Origin: STORE });
    expect(store.response.status).toBe(403);
    expect(store.response.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:4173');
    const preflight = await fetch(`${PROVIDER}/api/tokens`, {
      method: 'OPTIONS',
      headers: { Origin: STORE, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:4173');
  });

  it('refuses a malformed body', async () => {
    expect((await post('tokens', { session: SESSION })).response.status).toBe(400);
    expect((await post('tokens', { ...VISA, session: '<bad>' })).response.status).toBe(400);
  });
});

describe('the provider API: a saved card’s security code', () => {
  it('knows the seeded saved cards’ brands (savedCardBrand)', () => {
    expect(savedCardBrand('card-1001-1')).toBe('visa');
    expect(savedCardBrand('card-1001-2')).toBe('mastercard');
    expect(savedCardBrand('card-1003-1')).toBe('amex');
    expect(savedCardBrand('card-u-1002-1')).toBe('visa');
    expect(savedCardBrand('card-1001-9')).toBeUndefined();
    expect(savedCardBrand('nonsense')).toBeUndefined();
  });

  it('issues a token bound to its card, redeemable once and only for that card', async () => {
    const { response, body } = await post('security-code-tokens', {
      session: SESSION,
      cardId: 'card-1001-1',
      securityCode: '123',
    });
    expect(response.status).toBe(200);
    expect(body).toEqual({ token: expect.stringMatching(/^cvc_\w+$/), cardId: 'card-1001-1' });
    const token = body.token as string;
    expect(redeemSecurityCodeToken(token, 'card-1001-2')).toBeUndefined();
    expect(redeemSecurityCodeToken(token, 'card-1001-1')).toBe('123');
    expect(redeemSecurityCodeToken(token, 'card-1001-1')).toBeUndefined();
  });

  it('checks the code against the card’s brand, and knows only saved cards', async () => {
    const amex = { session: SESSION, cardId: 'card-1003-1' };
    const short = await post('security-code-tokens', { ...amex, securityCode: '123' });
    expect(short.response.status).toBe(400);
    expect(short.body).toEqual({ error: 'invalid', errors: { cvc: 'card.securityCodeFormat' } });
    const empty = await post('security-code-tokens', { ...amex, securityCode: ' ' });
    expect(empty.body).toEqual({ error: 'invalid', errors: { cvc: 'card.securityCodeRequired' } });
    expect(
      (await post('security-code-tokens', { ...amex, securityCode: '1234' })).response.status,
    ).toBe(200);
    const unknown = await post('security-code-tokens', {
      ...amex,
      cardId: 'card-9-9',
      securityCode: '123',
    });
    expect(unknown.response.status).toBe(404);
  });
});

describe('the provider API: the challenge', () => {
  it('issues a token that verifies once', async () => {
    const { response, body } = await post('captcha', { session: SESSION });
    expect(response.status).toBe(200);
    const token = body.token as string;
    expect(verifyCaptchaToken(token)).toBe(true);
    expect(verifyCaptchaToken(token)).toBe(false);
    expect(verifyCaptchaToken('captcha_unknown')).toBe(false);
  });
});

describe('the provider’s pages', () => {
  const query = { session: SESSION, parent: STORE, lang: 'fr', label: 'Numéro de carte' };

  it('serve a field with its label, lang, autocomplete and a strict policy framed by the parent only', async () => {
    const response = await fieldPage('number', query);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`frame-ancestors ${STORE}`);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:4173');
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<label for="input">Numéro de carte</label>');
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain('inputmode="numeric"');
    expect(html).toContain('<p id="error" class="error" role="alert"></p>');
    expect(html).toContain('<script type="module" src="../fields.js"></script>');
    expect(await (await fieldPage('expiry', query)).text()).toContain('autocomplete="cc-exp"');
    expect(await (await fieldPage('cvc', query)).text()).toContain('autocomplete="cc-csc"');
  });

  it('escape the label and keep an unknown language out of the markup', async () => {
    const html = await (
      await fieldPage('number', {
        ...query,
        lang: '"><script>alert(1)</script>',
        label: '<img src=x onerror=alert(1)> "Card" & \'number\'',
      })
    ).text();
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<label for="input">&#60;img src=x onerror=alert(1)&#62; &#34;Card&#34; &#38; &#39;number&#39;</label>',
    );
  });

  it('refuse a parent that is not an origin, a bad session, a missing label', async () => {
    for (const bad of [
      { ...query, parent: '*' },
      { ...query, parent: `${STORE}/path` },
      { ...query, parent: 'javascript:alert(1)' },
      { ...query, session: '' },
      { ...query, label: '' },
    ])
      expect((await fieldPage('number', bad)).status).toBe(400);
    expect((await fieldPage('number', { ...query, card: 'card-1001-1' })).status).toBe(400);
  });

  it('give a saved card’s security code field the card’s brand; an unknown card is not found', async () => {
    const amex = await (await fieldPage('cvc', { ...query, card: 'card-1003-1' })).text();
    expect(amex).toContain('data-brand="amex"');
    expect((await fieldPage('cvc', { ...query, card: 'card-1001-9' })).status).toBe(404);
  });

  it('serve the challenge in its language, and the pages’ styles', async () => {
    const captcha = await fetch(
      `${PROVIDER}/captcha.html?${new URLSearchParams({ session: SESSION, parent: STORE, lang: 'nl' })}`,
    );
    expect(captcha.status).toBe(200);
    const html = await captcha.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<label for="input">Ik ben geen robot</label>');
    const css = await fetch(`${PROVIDER}/fields.css`);
    expect(css.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
  });
});
