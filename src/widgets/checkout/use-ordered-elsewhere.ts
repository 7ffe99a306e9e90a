import { useEffect, useState } from 'react';
import { subscribeCartOrdered } from '../../ui/cart/cart-sync';

/**
 * The code of an order another tab placed from this cart since the checkout opened. Heard before
 * the cart refresh that the same message starts can answer (see subscribeCartOrdered), so the
 * checkout never mistakes the ordered cart for an empty one.
 */
export function useOrderedElsewhere(): string | null {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => subscribeCartOrdered(setCode), []);
  return code;
}
