import type {
  FooterColumn,
  FooterContent,
  SocialLink,
} from '../../api/content/footer-content.schema';
import { translator, type Translate } from '../../core/i18n/messages';
import type { SiteContext } from '../../core/locale/site-context';
import { storeRoutes } from '../../core/routes/routes';
import { footerFallbackMessages, type FooterFallbackMessageKey } from './footer-fallback.messages';

const PA = '/professional-assessments';

/** Fixed, not the clock, so the fallback is reproducible. */
export const FALLBACK_COPYRIGHT_YEAR = 2026;

/** Placeholders: the spec names the networks but not the profile URLs. */
const FALLBACK_SOCIAL_LINKS: readonly SocialLink[] = [
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/company/meridian-assessments',
    enabled: true,
  },
  { name: 'Facebook', href: 'https://www.facebook.com/meridianassessments', enabled: true },
  { name: 'YouTube', href: 'https://www.youtube.com/@meridianassessments', enabled: true },
];

/** The built-in footer when footer-content.json cannot be fetched (spec section 8). */
export function fallbackFooter(
  t: Translate<FooterFallbackMessageKey>,
  site: SiteContext,
): FooterContent {
  const routes = storeRoutes(site);
  const link = (key: FooterFallbackMessageKey, linkPath: string) => ({ title: t(key), linkPath });

  const products: FooterColumn = {
    title: t('fallback.column.products'),
    links: [link('fallback.link.allProducts', `${PA}/products/a-z.html`)],
    columns: [
      {
        title: t('fallback.column.clinical'),
        links: [
          link('fallback.link.cognition', `${PA}/products/cognition-neuro.html`),
          link('fallback.link.behavior', `${PA}/products/behavior.html`),
          link('fallback.link.speechLanguage', `${PA}/products/speech-language.html`),
        ],
      },
      {
        title: t('fallback.column.education'),
        links: [
          link('fallback.link.achievement', `${PA}/products/academic-achievement.html`),
          link('fallback.link.aimsweb', `${PA}/digital-solutions/aimswebplus.html`),
        ],
      },
    ],
  };
  const support: FooterColumn = {
    title: t('fallback.column.support'),
    links: [
      link('fallback.link.contactUs', routes.contactUs),
      link('fallback.link.quickOrder', routes.quickOrder),
      link('fallback.link.orderStatus', routes.orderStatus),
      link('fallback.link.qualifications', `${PA}/ordering/qualifications.html`),
      link('fallback.link.internationalContacts', routes.internationalContacts),
    ],
  };
  const about: FooterColumn = {
    title: t('fallback.column.about'),
    links: [
      link('fallback.link.aboutUs', `${PA}/about.html`),
      link('fallback.link.accessibility', `${PA}/about/accessibility.html`),
      link('fallback.link.terms', `${PA}/legal/terms-of-use.html`),
      link('fallback.link.privacy', `${PA}/legal/privacy.html`),
    ],
  };

  return {
    columns: [products, support, about],
    tiles: [
      {
        title: t('fallback.tile.help.title'),
        text: t('fallback.tile.help.text'),
        linkPath: routes.contactUs,
      },
      {
        title: t('fallback.tile.qualifications.title'),
        text: t('fallback.tile.qualifications.text'),
        linkPath: `${PA}/ordering/qualifications.html`,
      },
    ],
    textBlocks: [{ text: t('fallback.copyright', { year: FALLBACK_COPYRIGHT_YEAR }) }],
    socialLinks: FALLBACK_SOCIAL_LINKS.map((social) => ({ ...social })),
  };
}

/**
 * The built-in footer in the site's language. A chunk of its own, loaded only when the CMS footer
 * fails (useLazyFallback): a page whose footer comes from the CMS carries none of it.
 */
export function fallbackContent(
  site: SiteContext,
  transform?: (text: string) => string,
): FooterContent {
  return fallbackFooter(translator(footerFallbackMessages, site.language, transform), site);
}
