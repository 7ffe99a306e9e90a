import { useCallback } from 'react';
import { useCheckoutText } from '../../api/content/get-checkout-text';
import { useTranslate } from '../../core/i18n/use-translate';
import { checkoutContentMessages, type CheckoutContentKey } from './checkout-content.messages';

export type ContentText = (key: CheckoutContentKey) => string;

/**
 * A checkout text: the content GraphQL call's when it has one, else our catalog's. The checkout
 * does not wait for the call: the catalog's texts show until it answers (in English they are the
 * same words), and stay when it fails.
 */
export function useContentText(): ContentText {
  const content = useCheckoutText().data;
  const t = useTranslate(checkoutContentMessages);
  return useCallback((key) => content?.[key] ?? t(key), [content, t]);
}
