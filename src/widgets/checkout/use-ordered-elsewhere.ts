import { useEffect, useState } from 'react';
import { subscribeCartOrdered } from '../../ui/cart/cart-sync';

/**
 * The code of an order another tab placed from this cart; heard before the cart refresh, so the
 * ordered cart is never taken for an empty one.
 */
export function useOrderedElsewhere(): string | null {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => subscribeCartOrdered(setCode), []);
  return code;
}
