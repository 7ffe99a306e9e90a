import type { NavContent } from '../../api/content/nav-content.schema';
import { translator, type Translate } from '../../core/i18n/messages';
import type { SiteContext } from '../../core/locale/site-context';
import { storeRoutes } from '../../core/routes/routes';
import { fallbackNavMessages, type FallbackNavMessageKey } from './fallback-nav.messages';

// A chunk of its own, loaded only when the CMS navigation fails (useLazyFallback): a page whose
// navigation comes from the CMS carries none of these links and texts.

/** The built-in navigation in the site's language. */
export function fallbackContent(
  site: SiteContext,
  transform?: (text: string) => string,
): NavContent {
  return fallbackNav(translator(fallbackNavMessages, site.language, transform), site);
}

/** The built-in navigation when the CMS one cannot be fetched (spec section 2). */
function fallbackNav(t: Translate<FallbackNavMessageKey>, site: SiteContext): NavContent {
  const link = (key: FallbackNavMessageKey, linkPath: string) => ({ title: t(key), linkPath });
  const routes = storeRoutes(site);
  return {
    menus: [
      {
        id: 'assessments',
        title: t('menu.assessments'),
        columns: [
          {
            title: t('column.categories'),
            links: [link('link.allCategories', '/professional-assessments/products.html')],
          },
          {
            title: t('column.digital'),
            links: [
              link('link.digitalOverview', '/professional-assessments/digital-solutions.html'),
              link('link.qglobal', '/professional-assessments/digital-solutions/q-global.html'),
              link('link.aimsweb', '/professional-assessments/digital-solutions/aimswebplus.html'),
            ],
          },
          {
            title: t('column.otherTypes'),
            links: [link('link.otherTypes', '/professional-assessments/assessment-types.html')],
          },
        ],
      },
      {
        id: 'learning',
        title: t('menu.learning'),
        columns: [
          {
            title: t('column.featured'),
            links: [link('link.featured', '/professional-assessments/featured-topics.html')],
          },
          {
            title: t('column.training'),
            links: [link('link.training', '/professional-assessments/training.html')],
          },
          {
            title: t('column.research'),
            links: [link('link.research', '/professional-assessments/research.html')],
          },
          {
            title: t('column.webinars'),
            links: [link('link.webinars', '/professional-assessments/webinars.html')],
          },
        ],
      },
      {
        id: 'support',
        title: t('menu.support'),
        columns: [
          {
            title: t('column.ordering'),
            links: [
              link('link.howToOrder', '/professional-assessments/ordering/how-to-order.html'),
              link('link.qualifications', '/professional-assessments/ordering/qualifications.html'),
            ],
          },
          {
            title: t('column.accountInfo'),
            links: [link('link.myAccount', routes.account.root)],
          },
          {
            title: t('column.manageOrders'),
            links: [link('link.orderHistory', routes.account.orderHistory)],
          },
          { title: t('column.contact'), links: [link('link.contact', routes.contactUs)] },
        ],
      },
    ],
  };
}
