// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAY_SOURCE } from '../../api/payment/provider-protocol';
import { getCore } from '../../core/core';
import { CaptchaChallenge } from './captcha-challenge';
import { HostedCardFields } from './hosted-field';
import { FRAME_READY_TIMEOUT_MS } from './frame-watch';
import { HostedFieldsError } from './hosted-fields-session';
import {
  useHostedFields,
  type HostedFields,
  type UseHostedFieldsOptions,
} from './use-hosted-fields';

// The store's side in React (jsdom): frames, their URLs and titles, what they say back.
const PROVIDER = 'http://127.0.0.1:4173/pay';
const PROVIDER_ORIGIN = 'http://127.0.0.1:4173';
const globals = globalThis as Record<string, unknown>;

function configure(config: Record<string, unknown> = { paymentProviderUrl: PROVIDER }, fr = false) {
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: fr ? 'www.assessments.ca' : 'www.assessments.com',
    ...(fr ? { localePath: 'fr-ca' } : {}),
    ...config,
  };
  getCore().store.session.loading = false;
}

let latest: HostedFields | undefined;
function Fields(props: UseHostedFieldsOptions) {
  const hosted = useHostedFields(props);
  latest = hosted;
  return <HostedCardFields hosted={hosted} />;
}

const frameOf = (title: string) => screen.getByTitle(title) as HTMLIFrameElement;
const queryOf = (frame: HTMLIFrameElement) => new URL(frame.src).searchParams;

/** A message from a frame's window, as the browser delivers it to the store's page. */
function fromFrame(
  frame: HTMLIFrameElement,
  data: Record<string, unknown>,
  origin = PROVIDER_ORIGIN,
) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: PAY_SOURCE, session: queryOf(frame).get('session'), ...data },
        origin,
        source: frame.contentWindow,
      }),
    );
  });
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
  latest = undefined;
  delete globals.storeWidgetsConfig;
});

describe('the hosted card fields', () => {
  it('renders each field as a titled frame of the provider, for this page, in its language', () => {
    configure();
    render(<Fields fields={['number', 'expiry', 'cvc']} />);
    const number = frameOf('Card number');
    const expiry = frameOf('Expiration date (MM/YY)');
    const cvc = frameOf('Security code');
    expect(number.src.startsWith(`${PROVIDER}/fields/number.html?`)).toBe(true);
    expect(expiry.src.startsWith(`${PROVIDER}/fields/expiry.html?`)).toBe(true);
    expect(cvc.src.startsWith(`${PROVIDER}/fields/cvc.html?`)).toBe(true);
    expect(Object.fromEntries(queryOf(number))).toEqual({
      session: expect.any(String),
      parent: window.location.origin,
      lang: 'en',
      label: 'Card number',
    });
    // One session for the mount's fields.
    expect(queryOf(expiry).get('session')).toBe(queryOf(number).get('session'));
    expect(number.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
  });

  it('takes the caller’s labels, and French ones by default on a French page', () => {
    configure(undefined, true);
    render(<Fields fields={['number', 'expiry', 'cvc']} labels={{ number: 'Numéro (carte)' }} />);
    expect(queryOf(frameOf('Numéro (carte)')).get('lang')).toBe('fr');
    expect(frameOf('Date d’expiration (MM/AA)')).toBeTruthy();
    expect(queryOf(frameOf('Code de sécurité')).get('label')).toBe('Code de sécurité');
  });

  it('binds a saved card’s security code field to the card', () => {
    configure();
    render(<Fields fields={['cvc']} cardId="card-1003-1" />);
    expect(queryOf(frameOf('Security code')).get('card')).toBe('card-1003-1');
    expect(screen.queryByTitle('Card number')).toBeNull();
  });

  it('starts a fresh session on every mount', () => {
    configure();
    function Toggle() {
      const [round, setRound] = useState(0);
      return (
        <>
          <button onClick={() => setRound(round + 1)}>again</button>
          <Fields key={round} fields={['number', 'expiry', 'cvc']} />
        </>
      );
    }
    render(<Toggle />);
    const first = queryOf(frameOf('Card number')).get('session');
    act(() => screen.getByText('again').click());
    expect(queryOf(frameOf('Card number')).get('session')).not.toBe(first);
  });

  it('sizes each frame as its page asks and exposes what it says, from the provider only', () => {
    configure();
    render(<Fields fields={['number', 'expiry', 'cvc']} />);
    const number = frameOf('Card number');
    fromFrame(number, { type: 'resize', field: 'number', height: 101 });
    expect(number.style.height).toBe('101px');
    fromFrame(number, { type: 'resize', field: 'number', height: 300 }, 'http://localhost:4173');
    expect(number.style.height).toBe('101px');
    fromFrame(number, {
      type: 'change',
      field: 'number',
      state: { empty: false, valid: true, brand: 'amex' },
    });
    expect(latest?.states.number).toEqual({ empty: false, valid: true, brand: 'amex' });
    const expiry = frameOf('Expiration date (MM/YY)');
    fromFrame(expiry, { type: 'change', field: 'number', state: { empty: true, valid: false } });
    expect(latest?.states.number?.brand).toBe('amex');
  });

  it('says card payments are not available without a provider, and tokenize is unavailable', async () => {
    configure({});
    render(<Fields fields={['number', 'expiry', 'cvc']} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Card payments are not available right now. Choose another payment method or try again later.',
    );
    expect(document.querySelector('iframe')).toBeNull();
    const error = await latest!.tokenize().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HostedFieldsError);
    expect((error as HostedFieldsError).reason).toBe('unavailable');
  });

  it('tokenizes through the number field’s frame', async () => {
    configure();
    render(<Fields fields={['number', 'expiry', 'cvc']} />);
    const number = frameOf('Card number');
    const posted = vi.spyOn(number.contentWindow!, 'postMessage');
    fromFrame(number, { type: 'ready', field: 'number' });
    const result = latest!.tokenize();
    // Asked only once every field's page runs (the number collects the others from theirs).
    expect(posted).not.toHaveBeenCalled();
    fromFrame(frameOf('Expiration date (MM/YY)'), { type: 'ready', field: 'expiry' });
    fromFrame(frameOf('Security code'), { type: 'ready', field: 'cvc' });
    expect(posted).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'tokenize', source: PAY_SOURCE }),
      PROVIDER_ORIGIN,
    );
    const { requestId } = posted.mock.calls[0]![0] as { requestId: string };
    const token = {
      token: 'tok_1',
      brand: 'visa',
      last4: '4242',
      expiryMonth: 1,
      expiryYear: 2030,
    };
    fromFrame(number, { type: 'tokenized', requestId, token });
    await expect(result).resolves.toEqual(token);
  });
});

describe('the challenge', () => {
  it('says when it is checking, hands over the token once solved, and says when it expired or failed, hearing its own frame only', () => {
    configure();
    const onChecking = vi.fn();
    const onSolved = vi.fn();
    const onLost = vi.fn();
    render(<CaptchaChallenge onChecking={onChecking} onSolved={onSolved} onLost={onLost} />);
    const frame = frameOf('Security check');
    expect(frame.src.startsWith(`${PROVIDER}/captcha.html?`)).toBe(true);
    expect(queryOf(frame).get('parent')).toBe(window.location.origin);
    fromFrame(frame, { type: 'captcha-checking' });
    expect(onChecking).toHaveBeenCalledTimes(1);
    fromFrame(frame, { type: 'captcha-solved', token: 'forged' }, 'http://localhost:4173');
    fromFrame(frame, { type: 'captcha-solved', token: 'captcha_1' });
    expect(onSolved).toHaveBeenCalledTimes(1);
    expect(onSolved).toHaveBeenCalledWith('captcha_1');
    fromFrame(frame, { type: 'resize', field: 'captcha', height: 90 });
    expect(frame.style.height).toBe('90px');
    fromFrame(frame, { type: 'captcha-expired' });
    expect(onLost).toHaveBeenCalledTimes(1);
    fromFrame(frame, { type: 'captcha-failed' });
    expect(onLost).toHaveBeenCalledTimes(2);
  });

  it('reloads a frame whose page never says it is ready (a new session), then says so with Try again', () => {
    configure();
    vi.useFakeTimers();
    try {
      render(<CaptchaChallenge onChecking={vi.fn()} onSolved={vi.fn()} onLost={vi.fn()} />);
      const first = frameOf('Security check');
      act(() => void vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS));
      const reloaded = frameOf('Security check');
      expect(reloaded).not.toBe(first);
      expect(queryOf(reloaded).get('session')).not.toBe(queryOf(first).get('session'));
      act(() => void vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS));
      expect(screen.queryByTitle('Security check')).toBeNull();
      expect(screen.getByRole('alert').textContent).toBe('The security check could not be loaded.');
      act(() => screen.getByRole('button', { name: 'Try again' }).click());
      const again = frameOf('Security check');
      expect(document.activeElement).toBe(again);
      // Its page speaks: it stays.
      fromFrame(again, { type: 'ready', field: 'captcha' });
      act(() => void vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS * 2));
      expect(frameOf('Security check')).toBe(again);
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the check is not available without a provider', () => {
    configure({});
    render(<CaptchaChallenge onChecking={vi.fn()} onSolved={vi.fn()} onLost={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'The security check is not available right now. Try again later.',
    );
  });
});
