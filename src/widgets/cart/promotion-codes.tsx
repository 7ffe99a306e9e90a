import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import type { CartRef } from '../../api/cart/cart-owner';
import type { AppliedVoucher, Cart } from '../../api/cart/cart.schema';
import { applyVoucher, removeVoucher } from '../../api/cart/cart-mutations';
import { useCartAction } from '../../ui/cart/use-cart-action';
import { voucherFailure, type PageMessage } from './cart-page-rules';

// A code is one platform voucher whatever its case: "save10" retried as "SAVE10" is the same action.
const codeFingerprint = (code: string) => code.trim().toUpperCase();

interface PromotionCodesProps {
  cart: Cart;
  cartRef: CartRef;
  say: (message: PageMessage) => string;
  announce: (text: string) => void;
}

/**
 * Promotion codes (spec sections 2 and 8): apply a code, each refusal with its own message, the
 * applied codes with what they take off and a way to remove each.
 */
export function PromotionCodes({ cart, cartRef, say, announce }: PromotionCodesProps) {
  const ids = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [required, setRequired] = useState(false);
  const [lastTried, setLastTried] = useState('');

  const perform = useCallback(
    async (value: string, requestId: string): Promise<string> => {
      await applyVoucher(cartRef, value, requestId);
      return value.trim().toUpperCase();
    },
    [cartRef],
  );
  const apply = useCartAction(perform, codeFingerprint);
  const failure = apply.state.status === 'failed' ? voucherFailure(apply.state.error) : undefined;

  const run = async (value: string) => {
    setLastTried(value);
    const applied = await apply.run(value);
    if (applied !== undefined) {
      setCode('');
      announce(say({ catalog: 'page', key: 'promoApplied', params: { code: applied } }));
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
    ? say({ catalog: 'page', key: 'promoRequired' })
    : failure
      ? say(failure.message)
      : undefined;
  const pending = apply.state.status === 'pending';

  return (
    <section className="promotions" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="section-heading">
        {say({ catalog: 'page', key: 'promoHeading' })}
      </h2>
      <form className="promo-form" noValidate onSubmit={submit}>
        <label htmlFor={`${ids}-code`}>{say({ catalog: 'page', key: 'promoLabel' })}</label>
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
            {pending
              ? say({ catalog: 'page', key: 'promoApplying' })
              : say({ catalog: 'page', key: 'promoApply' })}
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
                {say({ catalog: 'page', key: 'tryAgain' })}
              </button>
            )}
          </div>
        )}
      </form>
      {cart.appliedVouchers.length > 0 && (
        <ul className="promo-list" aria-label={say({ catalog: 'page', key: 'promoListLabel' })}>
          {cart.appliedVouchers.map((voucher) => (
            <AppliedCode
              key={voucher.code}
              voucher={voucher}
              cartRef={cartRef}
              say={say}
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
  say: (message: PageMessage) => string;
  announce: (text: string) => void;
}

function AppliedCode({ voucher, cartRef, say, announce }: AppliedCodeProps) {
  const [gone, setGone] = useState(false);
  const perform = useCallback(
    async (value: string, requestId: string): Promise<true> => {
      await removeVoucher(cartRef, value, requestId);
      return true;
    },
    [cartRef],
  );
  const remove = useCartAction(perform, codeFingerprint);
  const run = async () => {
    if (await remove.run(voucher.code)) {
      setGone(true);
      announce(say({ catalog: 'page', key: 'promoRemoved', params: { code: voucher.code } }));
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
            {say({
              catalog: 'page',
              key: 'promoSaves',
              params: { amount: voucher.appliedValue.formattedValue },
            })}
          </span>
        </>
      )}
      <button
        type="button"
        className="button-link"
        aria-label={say({
          catalog: 'page',
          key: 'promoRemoveLabel',
          params: { code: voucher.code },
        })}
        disabled={pending}
        onClick={() => void run()}
      >
        {say({ catalog: 'page', key: 'promoRemove' })}
      </button>
      {remove.state.status === 'failed' && (
        <span className="promo-error" role="alert">
          {say({ catalog: 'page', key: 'promoRemoveFailed', params: { code: voucher.code } })}{' '}
          <button type="button" className="button-link" onClick={() => void run()}>
            {say({ catalog: 'page', key: 'tryAgain' })}
          </button>
        </span>
      )}
    </li>
  );
}
