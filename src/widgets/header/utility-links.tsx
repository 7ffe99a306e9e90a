import type { SiteContext } from '../../core/locale/site-context';
import type { Translate } from '../../core/i18n/messages';
import { storeRoutes } from '../../core/routes/routes';
import { NeedHelpButton } from '../../ui/need-help/need-help-button';
import { utilityLinks } from './header-links';
import type { HeaderMessageKey } from './header.messages';

interface UtilityLinksProps {
  site: SiteContext;
  t: Translate<HeaderMessageKey>;
}

/** The utility links and Need help, in the utility bar or the narrow menu panel. */
export function UtilityLinks({ site, t }: UtilityLinksProps) {
  return (
    <nav className="utility-nav" aria-label={t('utilityNavLabel')}>
      <ul className="utility-links">
        {utilityLinks(site).map((link) => (
          <li key={link.id}>
            <a href={link.href}>{t(link.id)}</a>
          </li>
        ))}
        <li>
          <a href={storeRoutes(site).internationalContacts} className="region-link">
            <span className="globe" aria-hidden="true" />
            {t('regionalOffices')}
            <span className="region-name">
              {t('currentRegion', { region: t(`region.${site.locale}`) })}
            </span>
          </a>
        </li>
        {/* Last, after the links: the dialog it opens renders inside this item (see header.css). */}
        <li>
          <NeedHelpButton className="need-help-button" />
        </li>
      </ul>
    </nav>
  );
}
