import { useTranslate } from '../../core/i18n/use-translate';
import { SignInButton } from '../../ui/sign-in/sign-in-button';
import { checkoutMessages } from './flow/checkout.messages';

/**
 * Asks a visitor to sign in without leaving the checkout. `onIntent` (pointer or focus on the
 * button) lets the checkout fetch its steps while the shopper signs in.
 */
export function SignInPrompt({ onIntent }: { onIntent: () => void }) {
  const t = useTranslate(checkoutMessages);
  return (
    <section className="sign-in-prompt" aria-labelledby="checkout-sign-in">
      <h2 id="checkout-sign-in" className="step-title">
        {t('signInTitle')}
      </h2>
      <p className="checkout-message">{t('signInText')}</p>
      <SignInButton
        className="button-primary"
        part="trigger"
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        {t('signInTitle')}
      </SignInButton>
    </section>
  );
}
