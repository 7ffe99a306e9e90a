import { useSyncExternalStore } from 'react';
import {
  readAnonymousGuid,
  subscribeAnonymousGuid,
  type CartOwner,
} from '../../api/cart/cart-owner';
import { useStartedSession } from '../session/use-started-session';

/** The visitor's stored cart id, followed in this tab and in others. */
export function useAnonymousGuid(): string | null {
  return useSyncExternalStore(subscribeAnonymousGuid, readAnonymousGuid, () => null);
}

/**
 * Whose cart the widgets show, following the session and the anonymous guid (a first add in any
 * widget or tab creates it). Undefined while the session check runs, so a page never fetches the
 * visitor's cart and then the shopper's.
 */
export function useCartOwner(): CartOwner | undefined {
  const session = useStartedSession();
  const guid = useAnonymousGuid();
  if (session.loading) return undefined;
  if (session.user) return { userId: 'current', cartId: 'current' };
  return { userId: 'anonymous', cartId: guid };
}
