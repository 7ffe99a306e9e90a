import { useCallback, useRef, useState } from 'react';

/** How long Place order waits for a ticked challenge's answer before asking to tick it again. */
export const CAPTCHA_ANSWER_WAIT_MS = 10_000;

export interface CaptchaTokenState {
  /** Key the challenge by it: a new round is a fresh, unticked one. */
  round: number;
  onChecking: () => void;
  onSolved: (token: string) => void;
  onLost: () => void;
  /** Waits for a ticked box's answer (a quick Place order right after the tick). */
  token: () => Promise<string | undefined>;
  /** A place-order attempt spends the token. */
  spend: () => void;
}

interface Answer {
  settled: Promise<string | undefined>;
  settle: (token: string | undefined) => void;
}

/** The challenge token for Place order (checkout-recaptcha flag). */
export function useCaptchaToken(): CaptchaTokenState {
  const [round, setRound] = useState(0);
  const current = useRef<string | undefined>(undefined);
  const pending = useRef<Answer | undefined>(undefined);

  const settlePending = (token: string | undefined) => {
    pending.current?.settle(token);
    pending.current = undefined;
  };
  const onChecking = useCallback(() => {
    settlePending(undefined);
    let settle!: (token: string | undefined) => void;
    const settled = new Promise<string | undefined>((resolve) => (settle = resolve));
    pending.current = { settled, settle };
  }, []);
  const onSolved = useCallback((token: string) => {
    current.current = token;
    settlePending(token);
  }, []);
  const onLost = useCallback(() => {
    current.current = undefined;
    settlePending(undefined);
  }, []);
  const token = useCallback(async () => {
    if (current.current || !pending.current) return current.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), CAPTCHA_ANSWER_WAIT_MS);
    });
    try {
      return await Promise.race([pending.current.settled, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }, []);
  const spend = useCallback(() => {
    current.current = undefined;
    settlePending(undefined);
    setRound((old) => old + 1);
  }, []);
  return { round, onChecking, onSolved, onLost, token, spend };
}
