import { useTranslate } from '../../core/i18n/use-translate';
import { SignInButton } from '../../ui/sign-in/sign-in-button';
import { checkoutMessages } from './flow/checkout.messages';

/**
 * A visitor reaching the checkout is asked to sign in here, and stays: once signed in (the
 * embedded form, or the identity server's page, which returns here), their cart joins the
 * shopper's and the checkout starts where the shopper last left it. `onIntent`: the shopper points
 * at or focuses the button (the checkout fetches its steps then, while the shopper signs in).
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
