import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { captchaUrl } from '../../api/payment/provider-protocol';
import { getCore } from '../../core/core';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { useComponentSheet } from '../use-component-sheet';
import css from './hosted-fields.css?inline';
import { paymentMessages } from './payment.messages';
import { frameHeight, listenToProvider, newSessionId, providerOriginOf } from './provider-frames';

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

/** The payment provider's reCAPTCHA-like challenge, in its own frame and session. */
export function CaptchaChallenge({ onChecking, onSolved, onLost, title }: CaptchaChallengeProps) {
  useComponentSheet(css);
  const t = useTranslate(paymentMessages);
  const { language } = useSite();
  const providerUrl = getCore().config.paymentProviderUrl;
  const origin = providerOriginOf(providerUrl);
  const [session] = useState(newSessionId);
  const [height, setHeight] = useState<number>();
  const frame = useRef<HTMLIFrameElement>(null);
  const checking = useEffectEvent(onChecking);
  const solved = useEffectEvent(onSolved);
  const lost = useEffectEvent(onLost);

  useEffect(() => {
    if (!origin) return;
    return listenToProvider(window, {
      origin,
      session,
      isOurFrame: (source) => source !== null && source === frame.current?.contentWindow,
      onMessage: (message) => {
        if (message.type === 'captcha-checking') checking();
        if (message.type === 'captcha-solved' && typeof message.token === 'string')
          solved(message.token);
        if (message.type === 'captcha-expired' || message.type === 'captcha-failed') lost();
        if (message.type === 'resize') setHeight(frameHeight(message.height));
      },
    });
  }, [origin, session]);

  if (!providerUrl || !origin)
    return (
      <p className="hosted-fields-unavailable" role="alert">
        {t('payment.captchaUnavailable')}
      </p>
    );
  return (
    <iframe
      ref={frame}
      src={captchaUrl(providerUrl, { session, parent: window.location.origin, lang: language })}
      title={title ?? t('payment.captcha')}
      sandbox="allow-scripts allow-same-origin"
      className="captcha-frame"
      style={height === undefined ? undefined : { height: `${height}px` }}
    />
  );
}
