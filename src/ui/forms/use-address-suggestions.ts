import { useCallback, useEffect, useRef, useState } from 'react';
import type { AddressSuggestion } from '../../api/addresses/address-services.schema';
import type { AddressType } from '../../api/addresses/get-address-suggestions';
import type { CartRef } from '../../api/cart/cart-owner';
import { importAgain } from '../../core/element/import-again';
import { usableSuggestions } from './address-form-values';

/** The suggestions' call, loaded with the first one asked for, not with the form. */
const suggestionsCall = () =>
  importAgain(() => import('../../api/addresses/get-address-suggestions'));

/** Characters typed before suggestions are asked for. */
export const SUGGESTION_MIN_LENGTH = 3;
/** Quiet time after the last keystroke before asking: one request per pause, not per key. */
export const SUGGESTION_DEBOUNCE_MS = 250;

interface SuggestionsInput {
  /** No cart, no suggestions (the platform asks them of a cart). */
  cart: CartRef | undefined;
  addressType: AddressType;
  lang: string;
}

/** Debounced street suggestions; a newer term aborts the running request, so no old answer wins. */
export function useAddressSuggestions({ cart, addressType, lang }: SuggestionsInput) {
  const [suggestions, setSuggestions] = useState<readonly AddressSuggestion[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const running = useRef<AbortController>(undefined);
  const userId = cart?.userId;
  const cartId = cart?.cartId;

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    running.current?.abort();
    running.current = undefined;
  }, []);

  const clear = useCallback(() => {
    cancel();
    setSuggestions([]);
  }, [cancel]);

  const search = useCallback(
    (typed: string) => {
      cancel();
      const term = typed.trim();
      if (term.length < SUGGESTION_MIN_LENGTH || userId === undefined || cartId === undefined) {
        setSuggestions([]);
        return;
      }
      timer.current = setTimeout(() => {
        const controller = new AbortController();
        running.current = controller;
        const ref = { userId, cartId } as CartRef;
        suggestionsCall()
          .then(({ fetchAddressSuggestions }) =>
            fetchAddressSuggestions(ref, { addressType, term, lang }, controller.signal),
          )
          .then(
            (found) => {
              if (!controller.signal.aborted) setSuggestions(usableSuggestions(found));
            },
            // Aborted (a newer term is on its way), or its call could not be loaded: none.
            () => undefined,
          );
      }, SUGGESTION_DEBOUNCE_MS);
    },
    [cancel, userId, cartId, addressType, lang],
  );

  useEffect(() => cancel, [cancel]);

  return { suggestions, search, clear };
}
