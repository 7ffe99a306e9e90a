import type { SiteContext } from '../../core/locale/site-context';
import { storeRoutes } from '../../core/routes/routes';

export interface UtilityLink {
  id: 'quickOrder' | 'orderStatus' | 'invoices' | 'contactUs';
  href: string;
}

/** The utility links (spec section 1), with per-locale paths. */
export function utilityLinks(site: SiteContext): UtilityLink[] {
  const routes = storeRoutes(site);
  return [
    { id: 'quickOrder', href: routes.quickOrder },
    { id: 'orderStatus', href: routes.orderStatus },
    { id: 'invoices', href: routes.invoices },
    { id: 'contactUs', href: routes.contactUs },
  ];
}
