import { useState } from 'react';
import { useTranslate } from '../../core/i18n/use-translate';
import { useCore } from '../../core/react/core-context';
import { useSite } from '../../core/react/use-store';
import { RetryAlert } from '../retry-alert';
import { useComponentSheet } from '../use-component-sheet';
import { CaptchaFrame } from './captcha-frame';
import css from './hosted-fields.css?inline';
import { paymentMessages } from './payment.messages';
import { providerOriginOf } from './provider-frames';
import { useFrameReadiness } from './use-frame-readiness';

export interface CaptchaChallengeProps {
  /** The box was ticked and the provider is checking it. */
  onChecking: () => void;
  /** The challenge was solved: the token for the place-order call (good once, for two minutes). */
  onSolved: (token: string) => void;
  /** The solved challenge expired, or the check failed: the shopper has to tick it again. */
  onLost: () => void;
  /** The frame's title; default 'Security check'. */
  title?: string | undefined;
}

/**
 * The payment provider's reCAPTCHA-like challenge, in its own frame and session. A frame whose
 * page never becomes ready (its script never ran) is reloaded once, then the shopper is told and
 * may try again (use-frame-readiness.ts): its box would otherwise stay disabled, and no order
 * could be placed.
 */
export function CaptchaChallenge({ onChecking, onSolved, onLost, title }: CaptchaChallengeProps) {
  useComponentSheet(css);
  const t = useTranslate(paymentMessages);
  const { language } = useSite();
  const providerUrl = useCore().config.paymentProviderUrl;
  const origin = providerOriginOf(providerUrl);
  const readiness = useFrameReadiness();
  const [retried, setRetried] = useState(false);

  if (!providerUrl || !origin)
    return (
      <p className="hosted-fields-unavailable" role="alert">
        {t('payment.captchaUnavailable')}
      </p>
    );
  if (readiness.failed)
    return (
      <RetryAlert
        message={t('payment.captchaNotLoaded')}
        retryLabel={t('payment.tryAgain')}
        onRetry={() => {
          setRetried(true);
          readiness.retry();
        }}
      />
    );
  return (
    <CaptchaFrame
      key={readiness.attempt}
      providerUrl={providerUrl}
      origin={origin}
      language={language}
      title={title ?? t('payment.captcha')}
      focusOnMount={retried}
      onLoad={readiness.onLoad}
      onReady={readiness.onReady}
      onChecking={onChecking}
      onSolved={onSolved}
      onLost={onLost}
    />
  );
}
