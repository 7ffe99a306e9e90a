import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { addFault, expect, test } from './fixtures';

/**
 * The fake payment provider's hosted card fields and challenge, driven as the store's page drives
 * them, outside the checkout: a demo page (another origin than the provider: the demo host serves
 * the provider under its other loopback name) gets the provider's frames and a message listener
 * injected, and talks to them by postMessage. Every card rule message is checked word for word.
 */
const STORE_PAGE = '/footer-only.html';
const VISA = '4242424242424242';

type Field = 'number' | 'expiry' | 'cvc';
interface Received {
  origin: string;
  data: { type: string; session: string; [key: string]: unknown };
}

const LABELS: Record<Field, string> = {
  number: 'Card number',
  expiry: 'Expiration date (MM/YY)',
  cvc: 'Security code',
};

interface Harness {
  page: Page;
  provider: string;
  providerOrigin: string;
  session: string;
  frame(id: string): FrameLocator;
  input(field: Field): ReturnType<FrameLocator['getByLabel']>;
  alert(field: Field): ReturnType<FrameLocator['locator']>;
  send(id: string, message: Record<string, unknown>, session?: string): Promise<void>;
  received(): Promise<Received[]>;
  /** The first message of a type (and request) the store's page got from the provider. */
  waitFor(type: string, requestId?: string): Promise<Received['data']>;
}

interface Mount {
  fields?: Field[];
  lang?: string;
  labels?: Partial<Record<Field, string>>;
  card?: string;
  captcha?: boolean;
}

/** The store's page with the provider's frames of one session, ready (each said so). */
async function mountProvider(page: Page, mount: Mount = {}): Promise<Harness> {
  const { fields = ['number', 'expiry', 'cvc'], lang = 'en', labels = LABELS, card } = mount;
  if (page.url() === 'about:blank') await page.goto(STORE_PAGE);
  const provider = await page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('store-widgets-config')!.textContent!) as {
          paymentProviderUrl: string;
        }
      ).paymentProviderUrl,
  );
  const providerOrigin = new URL(provider).origin;
  const session = randomUUID();
  const frames: { id: string; path: string; query: Record<string, string> }[] = fields.map(
    (field) => ({
      id: field,
      path: `fields/${field}.html`,
      query: { session, lang, label: labels[field] ?? LABELS[field], ...(card ? { card } : {}) },
    }),
  );
  if (mount.captcha) frames.push({ id: 'captcha', path: 'captcha.html', query: { session, lang } });
  await page.evaluate(
    ({ provider, frames }) => {
      const store = window as unknown as { payMessages?: unknown[] };
      if (!store.payMessages) {
        store.payMessages = [];
        window.addEventListener('message', (event) =>
          store.payMessages!.push({ origin: event.origin, data: event.data }),
        );
      }
      for (const frame of frames) {
        const iframe = document.createElement('iframe');
        iframe.id = frame.id;
        iframe.title = frame.id;
        // As src/ui/payment frames them.
        iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin');
        iframe.style.cssText = 'display:block;width:420px;height:120px;border:0';
        const query = new URLSearchParams({ parent: location.origin, ...frame.query });
        iframe.src = `${provider}/${frame.path}?${query}`;
        document.body.prepend(iframe);
      }
    },
    { provider, frames },
  );
  const received = () =>
    page.evaluate(() => (window as unknown as { payMessages: Received[] }).payMessages);
  const harness: Harness = {
    page,
    provider,
    providerOrigin,
    session,
    frame: (id) => page.frameLocator(`#${id}`),
    input: (field) =>
      page.frameLocator(`#${field}`).getByLabel(labels[field] ?? LABELS[field], { exact: true }),
    // The error line (role=alert, hidden while empty).
    alert: (field) => page.frameLocator(`#${field}`).locator('#error[role="alert"]'),
    async send(id, message, withSession = session) {
      await page.evaluate(
        ({ id, message, origin }) =>
          (document.getElementById(id) as HTMLIFrameElement).contentWindow!.postMessage(
            message,
            origin,
          ),
        {
          id,
          message: { source: 'store-pay', session: withSession, ...message },
          origin: providerOrigin,
        },
      );
    },
    received,
    async waitFor(type, requestId) {
      const matching = async () =>
        (await received()).find(
          ({ origin, data }) =>
            origin === providerOrigin &&
            data?.session === session &&
            data.type === type &&
            (requestId === undefined || data.requestId === requestId),
        );
      await expect.poll(async () => (await matching()) !== undefined).toBe(true);
      return (await matching())!.data;
    },
  };
  for (const field of fields) {
    const ready = await harness.waitFor('ready');
    expect(ready).toBeTruthy();
    await expect(harness.input(field)).toBeEditable();
  }
  if (mount.captcha) await expect(harness.frame('captcha').getByRole('checkbox')).toBeEnabled();
  return harness;
}

async function tokenize(harness: Harness, id: Field = 'number') {
  const requestId = randomUUID();
  await harness.send(id, { type: 'tokenize', requestId });
  return requestId;
}

/** The token's answer: tokenized or tokenize-failed, whichever came. */
async function answerOf(harness: Harness, requestId: string) {
  await expect
    .poll(async () => (await harness.received()).some(({ data }) => data?.requestId === requestId))
    .toBe(true);
  return (await harness.received()).find(({ data }) => data?.requestId === requestId)!.data;
}

async function redeem(request: APIRequestContext, token: string) {
  return request.post('/__mock/payment/card-tokens/redeem', { data: { token } });
}

async function fillCard(harness: Harness, number = VISA, expiry = '12/30', code = '123') {
  await harness.input('number').fill(number);
  await harness.input('expiry').fill(expiry);
  await harness.input('cvc').fill(code);
}

test.describe('the provider’s card fields', () => {
  test('say every card rule’s message, word for word, on blur', async ({ page }) => {
    const pay = await mountProvider(page);
    const cases: [Field, string, string][] = [
      ['number', '', 'Enter your card number'],
      ['number', '4242 4242 4242 4241', 'Enter a valid card number'],
      [
        'number',
        '3530 1113 3330 0000',
        'We accept Visa, Mastercard, American Express and Discover cards.',
      ],
      ['expiry', '', 'Enter the expiration date'],
      ['expiry', '13/30', 'Enter a valid expiration date'],
      ['expiry', '12', 'Enter a valid expiration date'],
      ['expiry', '01/20', 'This card has expired. Check the expiration date or use another card.'],
      ['cvc', '', 'Enter your security code'],
      ['cvc', '12', 'Invalid format.'],
    ];
    for (const [field, typed, message] of cases) {
      await pay.input(field).fill(typed);
      await pay.input(field).blur();
      await expect(pay.alert(field), `${field} "${typed}"`).toHaveText(message);
      await expect(pay.input(field)).toHaveAttribute('aria-invalid', 'true');
    }
    // Fixed, the message goes as the shopper types.
    await pay.input('cvc').fill('123');
    await expect(pay.alert('cvc')).toHaveText('');
    await expect(pay.input('cvc')).toHaveAttribute('aria-invalid', 'false');
    // Each change is told to the store's page, with the message key, never the value.
    const changes = (await pay.received()).filter(({ data }) => data?.type === 'change');
    expect(
      changes.some(({ data }) => (data.state as { error?: string }).error === 'card.expired'),
    ).toBe(true);
    expect(JSON.stringify(changes)).not.toContain('4242');
    // The pages grew with their error lines and said so.
    const resized = (await pay.received()).filter(
      ({ data }) => data?.type === 'resize' && data.field === 'number',
    );
    expect(new Set(resized.map(({ data }) => data.height)).size).toBeGreaterThan(1);
  });

  test('show every field’s message when the page asks (validate)', async ({ page }) => {
    const pay = await mountProvider(page);
    for (const field of ['number', 'expiry', 'cvc'] as const)
      await pay.send(field, { type: 'validate' });
    await expect(pay.alert('number')).toHaveText('Enter your card number');
    await expect(pay.alert('expiry')).toHaveText('Enter the expiration date');
    await expect(pay.alert('cvc')).toHaveText('Enter your security code');
    // And takes the focus when asked.
    await pay.send('expiry', { type: 'focus', field: 'expiry' });
    await expect(pay.input('expiry')).toBeFocused();
  });

  test('format as the shopper types, and find the brand (American Express needs 4 digits)', async ({
    page,
  }) => {
    const pay = await mountProvider(page);
    await pay.input('number').pressSequentially('378282246310005');
    await expect(pay.input('number')).toHaveValue('3782 822463 10005');
    await expect(pay.frame('number').getByText('American Express')).toBeVisible();
    await pay.input('expiry').pressSequentially('1230');
    await expect(pay.input('expiry')).toHaveValue('12/30');
    await pay.input('cvc').pressSequentially('12a3');
    await expect(pay.input('cvc')).toHaveValue('123');
    await pay.input('cvc').blur();
    await expect(pay.alert('cvc')).toHaveText('Invalid format.');
    await pay.input('cvc').pressSequentially('4');
    await expect(pay.alert('cvc')).toHaveText('');
    const change = (await pay.received())
      .filter(({ data }) => data?.type === 'change' && data.field === 'number')
      .at(-1)!.data;
    expect(change.state).toEqual({ empty: false, valid: true, brand: 'amex' });

    // A Visa now: three digits, so the four typed are not its format.
    await pay.input('number').fill('4242 4242 4242 4242');
    await expect(pay.frame('number').getByText('Visa', { exact: true })).toBeVisible();
    await pay.input('cvc').focus();
    await pay.input('cvc').blur();
    await expect(pay.alert('cvc')).toHaveText('Invalid format.');
    await pay.input('cvc').fill('123');
    await expect(pay.alert('cvc')).toHaveText('');
  });

  test('tokenize: a single-use token with brand, last four and expiry, held by the provider', async ({
    page,
    request,
  }) => {
    const pay = await mountProvider(page);
    await fillCard(pay);
    const answer = await answerOf(pay, await tokenize(pay));
    expect(answer.type).toBe('tokenized');
    expect(answer.token).toEqual({
      token: expect.stringMatching(/^tok_\w+$/),
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
    });
    const token = (answer.token as { token: string }).token;
    const redeemed = await redeem(request, token);
    expect(redeemed.status()).toBe(200);
    expect(await redeemed.json()).toEqual({
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
    });
    expect((await redeem(request, token)).status()).toBe(404);
  });

  test('tokenize-failed: invalid with each field’s state, each field showing its message', async ({
    page,
  }) => {
    const pay = await mountProvider(page);
    await fillCard(pay, VISA, '', '12');
    const answer = await answerOf(pay, await tokenize(pay));
    expect(answer).toMatchObject({ type: 'tokenize-failed', reason: 'invalid' });
    expect(answer.fields).toEqual({
      number: { empty: false, valid: true, brand: 'visa' },
      expiry: { empty: true, valid: false, error: 'card.expiryRequired' },
      cvc: { empty: false, valid: false, error: 'card.securityCodeFormat' },
    });
    await expect(pay.alert('number')).toHaveText('');
    await expect(pay.alert('expiry')).toHaveText('Enter the expiration date');
    await expect(pay.alert('cvc')).toHaveText('Invalid format.');
  });

  test('tokenize-failed: unavailable when the provider’s API fails', async ({ page, request }) => {
    const pay = await mountProvider(page);
    await fillCard(pay);
    await addFault(request, { path: '/pay/api/tokens', method: 'POST', mode: '500', times: 1 });
    const answer = await answerOf(pay, await tokenize(pay));
    expect(answer).toMatchObject({ type: 'tokenize-failed', reason: 'unavailable' });
    // The next attempt gets through.
    expect(await answerOf(pay, await tokenize(pay))).toMatchObject({ type: 'tokenized' });
  });

  test('hear only their parent, for their session: another origin or session is ignored', async ({
    page,
  }) => {
    const pay = await mountProvider(page);
    // A frame of another origin (an opaque one) on the store's page posts to every frame.
    await page.evaluate((session) => {
      const evil = document.createElement('iframe');
      evil.setAttribute('sandbox', 'allow-scripts');
      const forged = JSON.stringify([
        { source: 'store-pay', session, type: 'validate' },
        { source: 'store-pay', session, type: 'tokenize', requestId: 'forged' },
      ]);
      evil.srcdoc = `<script>for (const message of ${forged}) for (let i = 0; i < parent.frames.length; i++) parent.frames[i].postMessage(message, '*'); parent.postMessage('forged-sent', '*');</script>`;
      document.body.append(evil);
    }, pay.session);
    await expect
      .poll(async () => (await pay.received()).some(({ data }) => String(data) === 'forged-sent'))
      .toBe(true);
    // The store's page, with another session's id.
    for (const field of ['number', 'cvc'] as const)
      await pay.send(field, { type: 'validate' }, 'another-session');
    await pay.send('number', { type: 'tokenize', requestId: 'other-session' }, 'another-session');
    // Then the real thing, which the fields do hear.
    await pay.send('expiry', { type: 'validate' });
    await expect(pay.alert('expiry')).toHaveText('Enter the expiration date');
    await expect(pay.alert('number')).toHaveText('');
    await expect(pay.alert('cvc')).toHaveText('');
    // A real request's answer comes after any answer to the ones before it: there was none.
    expect(await answerOf(pay, await tokenize(pay))).toMatchObject({ reason: 'invalid' });
    const answered = (await pay.received()).filter(({ data }) =>
      ['forged', 'other-session'].includes(String(data?.requestId)),
    );
    expect(answered).toEqual([]);
  });

  test('load only inside the page named as their parent', async ({ page }) => {
    const pay = await mountProvider(page, { fields: ['cvc'] });
    const refused = page.waitForEvent('console', (message) =>
      /frame-ancestors/.test(message.text()),
    );
    // The same field page, framed by a frame of another origin (opaque) inside the store's page.
    await page.evaluate(
      (src) => {
        const outer = document.createElement('iframe');
        outer.setAttribute('sandbox', 'allow-scripts');
        outer.srcdoc = `<iframe src="${src}"></iframe>`;
        document.body.append(outer);
      },
      `${pay.provider}/fields/number.html?${new URLSearchParams({ session: pay.session, parent: new URL(page.url()).origin, lang: 'en', label: 'Card number' })}`,
    );
    expect((await refused).text()).toContain('frame-ancestors');
  });

  test('a saved card’s security code: the card’s brand, a token bound to the card', async ({
    page,
    request,
  }) => {
    // Maria's American Express (card-1003-1).
    const pay = await mountProvider(page, { fields: ['cvc'], card: 'card-1003-1' });
    await pay.input('cvc').fill('123');
    await pay.input('cvc').blur();
    await expect(pay.alert('cvc')).toHaveText('Invalid format.');
    const refused = await answerOf(pay, await tokenize(pay, 'cvc'));
    expect(refused).toMatchObject({
      type: 'tokenize-failed',
      reason: 'invalid',
      fields: { cvc: { empty: false, valid: false, error: 'card.securityCodeFormat' } },
    });
    await pay.input('cvc').fill('1234');
    await expect(pay.alert('cvc')).toHaveText('');
    const answer = await answerOf(pay, await tokenize(pay, 'cvc'));
    expect(answer).toMatchObject({
      type: 'tokenized',
      token: { token: expect.stringMatching(/^cvc_\w+$/), cardId: 'card-1003-1' },
    });
    const token = (answer.token as { token: string }).token;
    const redeem = (cardId: string) =>
      request.post('/__mock/payment/security-code-tokens/redeem', { data: { token, cardId } });
    expect((await redeem('card-1001-1')).status()).toBe(404);
    expect((await redeem('card-1003-1')).status()).toBe(200);
    expect((await redeem('card-1003-1')).status()).toBe(404);
  });

  test('in French: the store’s labels, the rules’ messages and the page’s language', async ({
    page,
  }) => {
    const labels = {
      number: 'Numéro de carte',
      expiry: 'Date d’expiration',
      cvc: 'Code de sécurité',
    };
    const pay = await mountProvider(page, { lang: 'fr', labels, captcha: true });
    await expect(pay.frame('number').locator('html')).toHaveAttribute('lang', 'fr');
    await expect(pay.frame('number').locator('label')).toHaveText('Numéro de carte');
    await expect(pay.input('expiry')).toHaveAttribute('placeholder', 'MM/AA');
    for (const field of ['number', 'expiry', 'cvc'] as const)
      await pay.send(field, { type: 'validate' });
    await expect(pay.alert('number')).toHaveText('Saisissez votre numéro de carte');
    await expect(pay.alert('expiry')).toHaveText('Saisissez la date d’expiration');
    await expect(pay.alert('cvc')).toHaveText('Saisissez votre code de sécurité');
    await pay.input('cvc').fill('12');
    await expect(pay.alert('cvc')).toHaveText('Format non valide.');
    await pay.input('number').fill('4242 4242 4242 4241');
    await pay.input('number').blur();
    await expect(pay.alert('number')).toHaveText('Saisissez un numéro de carte valide');
    await expect(
      pay.frame('captcha').getByRole('checkbox', { name: 'Je ne suis pas un robot' }),
    ).toBeVisible();
  });

  test('the card number never leaves the provider’s frames but in its token call', async ({
    page,
  }) => {
    const requests: { main: boolean; url: string; body: string }[] = [];
    page.on('request', (sent) =>
      requests.push({
        main: sent.frame() === page.mainFrame(),
        url: sent.url(),
        body: sent.postData() ?? '',
      }),
    );
    const pay = await mountProvider(page);
    await fillCard(pay, '5555 5555 5555 4444', '11/31', '321');
    expect(await answerOf(pay, await tokenize(pay))).toMatchObject({ type: 'tokenized' });
    const carrying = requests.filter(({ url, body }) =>
      `${url} ${body}`.replace(/\D/g, '').includes('5555555555554444'),
    );
    expect(carrying).toEqual([
      {
        main: false,
        url: `${pay.provider}/api/tokens`,
        body: expect.stringContaining('"number":"5555555555554444"'),
      },
    ]);
    expect(requests.filter(({ main }) => main).length).toBeGreaterThan(0);
    const heard = JSON.stringify(await pay.received());
    expect(heard.replace(/\s/g, '')).not.toContain('5555555555554444');
    expect(heard).not.toContain('5555 5555');
    expect(heard).not.toContain('"321"');
  });
});

test.describe('the provider’s challenge', () => {
  test('solved: a token for the store’s page that verifies once; expired after two minutes', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await page.goto(STORE_PAGE);
    const pay = await mountProvider(page, { fields: [], captcha: true });
    const box = pay.frame('captcha').getByRole('checkbox', { name: 'I’m not a robot' });
    await box.check();
    const solved = await pay.waitFor('captcha-solved');
    expect(solved.token).toEqual(expect.stringMatching(/^captcha_\w+$/));
    await expect(pay.frame('captcha').getByRole('status')).toHaveText('Verified');
    const verify = async () =>
      (await (
        await request.post('/__mock/payment/captcha/verify', { data: { token: solved.token } })
      ).json()) as { valid: boolean };
    expect(await verify()).toEqual({ valid: true });
    expect(await verify()).toEqual({ valid: false });

    await page.clock.fastForward('02:00');
    await pay.waitFor('captcha-expired');
    await expect(pay.frame('captcha').getByRole('alert')).toHaveText(
      'Verification expired. Check the checkbox again.',
    );
    await expect(box).not.toBeChecked();
    await expect(box).toBeEnabled();
  });
});
