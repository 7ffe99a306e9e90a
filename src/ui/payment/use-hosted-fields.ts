import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  hostedFieldUrl,
  type CardToken,
  type HostedFieldName,
  type SecurityCodeToken,
} from '../../api/payment/provider-protocol';
import { getCore } from '../../core/core';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import {
  createHostedFieldsSession,
  type HostedFieldStates,
  type HostedFieldsSession,
} from './hosted-fields-session';
import { paymentMessages, type PaymentMessageKey } from './payment.messages';

export interface UseHostedFieldsOptions {
  /** `['number', 'expiry', 'cvc']` for a new card; `['cvc']` with `cardId` for a saved card. */
  fields: readonly HostedFieldName[];
  /** The saved card the security code is for. */
  cardId?: string | undefined;
  /**
   * Each field's label, in the page's language: shown inside the provider's page and the frame's
   * title. Defaults: 'Card number', 'Expiration date (MM/YY)', 'Security code'.
   */
  labels?: Partial<Record<HostedFieldName, string>> | undefined;
}

/** What <HostedField> renders for one field. */
export interface HostedFrameProps {
  src: string;
  title: string;
  height: number | undefined;
  ref: (frame: HTMLIFrameElement | null) => void;
  onLoad: () => void;
}

export interface HostedFields {
  /** False when no payment provider is configured: card payments are not available. */
  available: boolean;
  fields: readonly HostedFieldName[];
  /** What each field says of itself (never its value), for the summary of errors and Place order. */
  states: HostedFieldStates;
  /** Every field's page has loaded. */
  ready: boolean;
  /** Every field shows its message now. */
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

/**
 * The payment provider's card fields for one mount: a fresh session each time, so a remount (a
 * new attempt, another saved card) never hears an older frame. The fields and card are fixed for
 * the session; other ones make a new session (and new frames).
 */
export function useHostedFields({ fields, cardId, labels }: UseHostedFieldsOptions): HostedFields {
  const providerUrl = getCore().config.paymentProviderUrl;
  const { language } = useSite();
  const t = useTranslate(paymentMessages);
  const fieldsKey = fields.join(' ');
  const session: HostedFieldsSession = useMemo(
    () =>
      createHostedFieldsSession({
        providerUrl,
        fields: fieldsKey.split(' ') as HostedFieldName[],
        cardId,
      }),
    [providerUrl, fieldsKey, cardId],
  );
  useEffect(() => {
    session.start();
    return () => session.stop();
  }, [session]);
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);

  // One ref and load handler per field and session: React must not detach the frames on render.
  const handlers = useMemo(
    () =>
      new Map(
        session.fields.map((field) => [
          field,
          {
            ref: (frame: HTMLIFrameElement | null) => session.attach(field, frame),
            onLoad: () => session.frameLoaded(field),
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
      return { src, title: label, height: snapshot.heights[field], ...handler };
    },
    [handlers, session, providerUrl, labelOf, language, cardId, snapshot.heights],
  );

  return {
    available: session.available,
    fields: session.fields,
    states: snapshot.states,
    ready: snapshot.ready,
    validate: session.validate,
    focus: session.focus,
    tokenize: session.tokenize,
    frame,
  };
}
