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

/** Whose cart the widgets show; undefined while the session check runs. */
export function useCartOwner(): CartOwner | undefined {
  const session = useStartedSession();
  const guid = useAnonymousGuid();
  if (session.loading) return undefined;
  if (session.user) return { userId: 'current', cartId: 'current' };
  return { userId: 'anonymous', cartId: guid };
}
