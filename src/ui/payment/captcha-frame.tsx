import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { captchaUrl, type ProviderMessage } from '../../api/payment/provider-protocol';
import { frameHeight, isProviderPageLoad, listenToProvider, newSessionId } from './provider-frames';

export interface CaptchaFrameProps {
  providerUrl: string;
  origin: string;
  language: string;
  title: string;
  /** The shopper asked for this frame (Try again): the focus goes into it. */
  focusOnMount: boolean;
  onLoad: () => void;
  /** Its page spoke: its script runs. */
  onReady: () => void;
  onChecking: () => void;
  onSolved: (token: string) => void;
  onLost: () => void;
}

/** One challenge frame, a session of its own, so a replaced page's messages are never heard. */
export function CaptchaFrame(props: CaptchaFrameProps) {
  const { providerUrl, origin, language, title, focusOnMount } = props;
  const [session] = useState(newSessionId);
  const [height, setHeight] = useState<number>();
  const frame = useRef<HTMLIFrameElement>(null);
  const onMessage = useEffectEvent((message: ProviderMessage) => {
    props.onReady();
    if (message.type === 'captcha-checking') props.onChecking();
    if (message.type === 'captcha-solved' && typeof message.token === 'string')
      props.onSolved(message.token);
    if (message.type === 'captcha-expired' || message.type === 'captcha-failed') props.onLost();
    if (message.type === 'resize') setHeight(frameHeight(message.height));
  });

  const loaded = () => {
    if (isProviderPageLoad(frame.current)) props.onLoad();
  };

  useEffect(() => {
    if (focusOnMount) frame.current?.focus();
  }, [focusOnMount]);

  useEffect(
    () =>
      listenToProvider(window, {
        origin,
        session,
        isOurFrame: (source) => source !== null && source === frame.current?.contentWindow,
        onMessage: (message) => onMessage(message),
      }),
    [origin, session],
  );

  return (
    <iframe
      ref={frame}
      src={captchaUrl(providerUrl, { session, parent: window.location.origin, lang: language })}
      title={title}
      sandbox="allow-scripts allow-same-origin"
      className="captcha-frame"
      style={height === undefined ? undefined : { height: `${height}px` }}
      onLoad={loaded}
    />
  );
}
