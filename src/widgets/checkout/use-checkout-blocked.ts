import type { Cart } from '../../api/cart/cart.schema';
import { entryBlockers, hasAimswebEntries } from '../../rules/cart/entry-blockers';
import { useModuleWhen } from '../../ui/lazy/use-module-when';

const loadAimswebRules = () => import('../../rules/cart/checkout-blockers');

/**
 * Whether a rule keeps the cart from checkout (it goes back to the cart page, which says why).
 * A cart holding aimswebPlus products is judged by their rules too (a minimum spend, organisations
 * only), whose code comes then: `loading` until it is there. If it cannot be loaded, the checkout
 * opens on the rules every cart has: the platform refuses an aimswebPlus order it does not allow.
 */
export function useCheckoutBlocked(cart: Cart | undefined, locale: string): boolean | 'loading' {
  const needsAimsweb = cart !== undefined && hasAimswebEntries(cart.entries);
  const rules = useModuleWhen(
    needsAimsweb,
    loadAimswebRules,
    "the aimswebPlus rules (the platform's checks apply)",
  );
  if (!cart) return false;
  if (!needsAimsweb || rules === 'failed') return entryBlockers(cart.entries).length > 0;
  if (!rules) return 'loading';
  return rules.checkoutBlockers(cart, { locale }).blockers.length > 0;
}
