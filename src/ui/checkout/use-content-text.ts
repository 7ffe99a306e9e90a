import { useCallback } from 'react';
import { useCheckoutText } from '../../api/content/get-checkout-text';
import { useTranslate } from '../../core/i18n/use-translate';
import { checkoutContentMessages, type CheckoutContentKey } from './checkout-content.messages';

export type ContentText = (key: CheckoutContentKey) => string;

/** The content call's text when it has one, else our catalog's: the checkout never waits for it. */
export function useContentText(): ContentText {
  const content = useCheckoutText().data;
  const t = useTranslate(checkoutContentMessages);
  return useCallback((key) => content?.[key] ?? t(key), [content, t]);
}
