import { useState } from 'react';
import { useTranslate } from '../../core/i18n/use-translate';
import { useCore } from '../../core/react/core-context';
import { useSite } from '../../core/react/use-store';
import { RetryAlert } from '../feedback/retry-alert';
import { useComponentSheet } from '../styles/use-component-sheet';
import { CaptchaFrame } from './captcha-frame';
import css from './hosted-fields.css?inline';
import { paymentMessages } from './payment.messages';
import { providerOriginOf } from './provider-frames';
import { useFrameReadiness } from './use-frame-readiness';

export interface CaptchaChallengeProps {
  onChecking: () => void;
  /** The token for the place-order call, good once. */
  onSolved: (token: string) => void;
  onLost: () => void;
  title?: string | undefined;
}

/** The provider's reCAPTCHA-like challenge, in its own frame and session. */
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
