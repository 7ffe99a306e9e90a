import { useEffect, useState } from 'react';
import { useSession } from '../../core/react/use-store';
import { useAnonymousGuid } from './use-cart-owner';
import { lazyPart, PartBoundary } from '../lazy/lazy-part';

const CartMergeDialogHost = lazyPart(
  () => import('./cart-merge-dialog'),
  (m) => m.CartMergeDialogHost,
);

/**
 * What cart widgets render for the old-cart merge: the merge code loads only when one can happen,
 * as almost no page needs it, and stays once loaded so the outcome can still be announced.
 */
export function CartMergeHost() {
  const session = useSession();
  const guid = useAnonymousGuid();
  const mayMerge = !session.loading && session.user !== null && guid !== null;
  const [loaded, setLoaded] = useState(mayMerge);
  useEffect(() => {
    if (mayMerge) setLoaded(true);
  }, [mayMerge]);
  if (!loaded && !mayMerge) return null;
  return (
    <PartBoundary fallback={null}>
      <CartMergeDialogHost />
    </PartBoundary>
  );
}
