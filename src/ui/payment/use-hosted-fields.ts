import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  hostedFieldUrl,
  type CardToken,
  type HostedFieldName,
  type SecurityCodeToken,
} from '../../api/payment/provider-protocol';
import { useTranslate } from '../../core/i18n/use-translate';
import { useCore } from '../../core/react/core-context';
import { useSite } from '../../core/react/use-store';
import {
  createHostedFieldsSession,
  type HostedFieldStates,
  type HostedFieldsSession,
} from './hosted-fields-session';
import { paymentMessages, type PaymentMessageKey } from './payment.messages';
import { isProviderPageLoad } from './provider-frames';

export interface UseHostedFieldsOptions {
  /** `['number', 'expiry', 'cvc']` for a new card; `['cvc']` with `cardId` for a saved card. */
  fields: readonly HostedFieldName[];
  cardId?: string | undefined;
  /** Shown inside the provider's page and as the frame's title. */
  labels?: Partial<Record<HostedFieldName, string>> | undefined;
}

export interface HostedFrameProps {
  src: string;
  /** A silent frame's reload is a new frame with the same address: key the frame by both. */
  attempt: number;
  title: string;
  height: number | undefined;
  ref: (frame: HTMLIFrameElement | null) => void;
  /** The frame's load event: pass the frame (its first about:blank's load is not the page's). */
  onLoad: (frame: HTMLIFrameElement) => void;
}

export interface HostedFields {
  available: boolean;
  fields: readonly HostedFieldName[];
  /** What each field says of itself, never its value. */
  states: HostedFieldStates;
  ready: boolean;
  failed: boolean;
  /** A new session with new frames; the focus goes into the first. */
  retry(): void;
  validate(): void;
  focus(field: HostedFieldName): void;
  /** A single-use token; rejects with HostedFieldsError `invalid` or `unavailable`. */
  tokenize(): Promise<CardToken | SecurityCodeToken>;
  /** For <HostedField>: undefined when unavailable or not a field of this session. */
  frame(field: HostedFieldName): HostedFrameProps | undefined;
}

const DEFAULT_LABELS: Record<HostedFieldName, PaymentMessageKey> = {
  number: 'payment.cardNumber',
  expiry: 'payment.expiry',
  cvc: 'payment.securityCode',
};

/** A fresh session per mount, so a remount never hears an older frame. */
export function useHostedFields({ fields, cardId, labels }: UseHostedFieldsOptions): HostedFields {
  const providerUrl = useCore().config.paymentProviderUrl;
  const { language } = useSite();
  const t = useTranslate(paymentMessages);
  const fieldsKey = fields.join(' ');
  const [generation, setGeneration] = useState(0);
  const session: HostedFieldsSession = useMemo(
    () =>
      createHostedFieldsSession({
        providerUrl,
        fields: fieldsKey.split(' ') as HostedFieldName[],
        cardId,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [providerUrl, fieldsKey, cardId, generation],
  );
  const retried = useRef(false);
  useEffect(() => {
    session.start();
    // After Try again the button is gone: focus the first field.
    if (retried.current) {
      retried.current = false;
      const [first] = session.fields;
      if (first) session.focus(first);
    }
    return () => session.stop();
  }, [session]);
  const retry = useCallback(() => {
    retried.current = true;
    setGeneration((old) => old + 1);
  }, []);
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);

  // One ref and load handler per field and session: React must not detach the frames on render.
  const handlers = useMemo(
    () =>
      new Map(
        session.fields.map((field) => [
          field,
          {
            ref: (frame: HTMLIFrameElement | null) => session.attach(field, frame),
            onLoad: (frame: HTMLIFrameElement) => {
              if (isProviderPageLoad(frame)) session.frameLoaded(field);
            },
          },
        ]),
      ),
    [session],
  );

  const labelOf = useCallback(
    (field: HostedFieldName) => labels?.[field] ?? t(DEFAULT_LABELS[field]),
    [labels, t],
  );
  const frame = useCallback(
    (field: HostedFieldName): HostedFrameProps | undefined => {
      const handler = handlers.get(field);
      if (!session.available || !providerUrl || !handler) return undefined;
      const label = labelOf(field);
      const src = hostedFieldUrl(providerUrl, field, {
        session: session.session,
        parent: window.location.origin,
        lang: language,
        label,
        card: field === 'cvc' ? cardId : undefined,
      });
      const attempt = snapshot.attempts[field] ?? 0;
      return { src, attempt, title: label, height: snapshot.heights[field], ...handler };
    },
    [
      handlers,
      session,
      providerUrl,
      labelOf,
      language,
      cardId,
      snapshot.heights,
      snapshot.attempts,
    ],
  );

  return {
    available: session.available,
    fields: session.fields,
    states: snapshot.states,
    ready: snapshot.ready,
    failed: snapshot.failed,
    retry,
    validate: session.validate,
    focus: session.focus,
    tokenize: session.tokenize,
    frame,
  };
}
