import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import type { CartRef } from '../../api/cart/cart-owner';
import type { AppliedVoucher, Cart } from '../../api/cart/cart.schema';
import { applyVoucher, removeVoucher } from '../../api/cart/cart-mutations';
import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { cartMessages } from '../../rules/cart/cart.messages';
import { useComponentSheet } from '../styles/use-component-sheet';
import css from './promotion-codes.css?inline';
import { promotionCodesMessages, type PromotionCodesMessageKey } from './promotion-codes.messages';
import { useCartAction } from './use-cart-action';
import {
  loadVoucherFailures,
  voucherFailureCodeOf,
  voucherFailureOf,
} from './lazy-voucher-failure';

// A code is one platform voucher whatever its case.
const codeFingerprint = (code: string) => code.trim().toUpperCase();

export interface PromotionCodesProps {
  cart: Pick<Cart, 'appliedVouchers'>;
  cartRef: CartRef;
  /** Says a success in the host's live region; refusals stay in the form's own alert. */
  announce: (text: string) => void;
  headingLevel?: 'h2' | 'h3';
}

/** Promotion codes of the cart page and the checkout (spec sections 2 and 8). */
export function PromotionCodes({
  cart,
  cartRef,
  announce,
  headingLevel: Heading = 'h2',
}: PromotionCodesProps) {
  useComponentSheet(css);
  const t = useTranslate(promotionCodesMessages);
  const tr = useTranslate(cartMessages);
  const ids = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [required, setRequired] = useState(false);
  const [lastTried, setLastTried] = useState('');

  const perform = useCallback(
    async (value: string, requestId: string): Promise<string> => {
      // A refusal is worded once its reasons are here: they load beside the request.
      const failures = loadVoucherFailures();
      try {
        await applyVoucher(cartRef, value, requestId);
      } catch (error) {
        await failures;
        throw error;
      }
      return value.trim().toUpperCase();
    },
    [cartRef],
  );
  // A promotion changes the totals, not the lines: nothing asked or taken per line.
  const apply = useCartAction(perform, codeFingerprint, {
    action: 'promotion-applied',
    requested: () => [],
    changed: () => [],
    message: (error) => {
      const { key, params } = voucherFailureOf(error).message;
      return tr(key, params);
    },
    code: voucherFailureCodeOf,
  });
  const failure = apply.state.status === 'failed' ? voucherFailureOf(apply.state.error) : undefined;

  const run = async (value: string) => {
    setLastTried(value);
    const applied = await apply.run(value);
    if (applied !== undefined) {
      setCode('');
      // Said once the totals show the discount, not while they still show the price without it.
      await apply.refreshed();
      announce(t('applied', { code: applied }));
    } else {
      inputRef.current?.focus();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setRequired(true);
      apply.reset();
      inputRef.current?.focus();
      return;
    }
    setRequired(false);
    void run(value);
  };

  const errorId = `${ids}-error`;
  const error = required
    ? t('required')
    : failure
      ? tr(failure.message.key, failure.message.params)
      : undefined;
  const pending = apply.state.status === 'pending';

  return (
    <section className="promotions" aria-labelledby={`${ids}-heading`}>
      <Heading id={`${ids}-heading`} className="section-heading">
        {t('heading')}
      </Heading>
      <form className="promo-form" noValidate onSubmit={submit}>
        <label htmlFor={`${ids}-code`}>{t('label')}</label>
        <div className="promo-row">
          <input
            ref={inputRef}
            id={`${ids}-code`}
            className="promo-input"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            aria-invalid={error !== undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setRequired(false);
              // A refusal is about the code it named; a new code starts without it.
              if (apply.state.status === 'failed') apply.reset();
            }}
          />
          <button type="submit" className="button-secondary" disabled={pending}>
            {pending ? t('applying') : t('apply')}
          </button>
        </div>
        {error !== undefined && (
          <div className="form-error" role="alert">
            <p id={errorId}>{error}</p>
            {failure?.retry && !required && lastTried && (
              <button
                type="button"
                className="button-secondary"
                onClick={() => void run(lastTried)}
              >
                {t('tryAgain')}
              </button>
            )}
          </div>
        )}
      </form>
      {cart.appliedVouchers.length > 0 && (
        <ul className="promo-list" aria-label={t('listLabel')}>
          {cart.appliedVouchers.map((voucher) => (
            <AppliedCode
              key={voucher.code}
              voucher={voucher}
              cartRef={cartRef}
              t={t}
              announce={announce}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface AppliedCodeProps {
  voucher: AppliedVoucher;
  cartRef: CartRef;
  t: Translate<PromotionCodesMessageKey>;
  announce: (text: string) => void;
}

function AppliedCode({ voucher, cartRef, t, announce }: AppliedCodeProps) {
  const [gone, setGone] = useState(false);
  const perform = useCallback(
    async (value: string, requestId: string): Promise<true> => {
      await removeVoucher(cartRef, value, requestId);
      return true;
    },
    [cartRef],
  );
  const remove = useCartAction(perform, codeFingerprint, {
    action: 'promotion-removed',
    requested: () => [],
    changed: () => [],
    message: (_error, code) => t('removeFailed', { code }),
  });
  const run = async () => {
    if (await remove.run(voucher.code)) {
      setGone(true);
      await remove.refreshed();
      announce(t('removed', { code: voucher.code }));
    }
  };
  if (gone) return null;
  const pending = remove.state.status === 'pending';
  return (
    <li className="promo-item" data-code={voucher.code}>
      <span className="promo-code">{voucher.code}</span>{' '}
      <span className="promo-name">{voucher.name}</span>
      {voucher.appliedValue && voucher.appliedValue.value > 0 && (
        <>
          {' '}
          <span className="promo-saves">
            {t('saves', { amount: voucher.appliedValue.formattedValue })}
          </span>
        </>
      )}
      <button
        type="button"
        className="button-link"
        aria-label={t('removeLabel', { code: voucher.code })}
        disabled={pending}
        onClick={() => void run()}
      >
        {t('remove')}
      </button>
      {remove.state.status === 'failed' && (
        <span className="promo-error" role="alert">
          {t('removeFailed', { code: voucher.code })}{' '}
          <button type="button" className="button-link" onClick={() => void run()}>
            {t('tryAgain')}
          </button>
        </span>
      )}
    </li>
  );
}
