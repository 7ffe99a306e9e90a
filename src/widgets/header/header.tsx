import { useId } from 'react';
import { useNavContent, useNavHtml } from '../../api/content/get-nav-content';
import { emit } from '../../core/events/events';
import { useWidgetHost } from '../../core/element/widget-host-context';
import { useTranslate } from '../../core/i18n/use-translate';
import { useCore } from '../../core/react/core-context';
import { useCountryUnidentified, useFlag, useSite } from '../../core/react/use-store';
import { setCountryUnidentified } from '../../core/store/actions';
import { lazyPart, PartBoundary } from '../../ui/lazy/lazy-part';
import { useLazyFallback } from '../../ui/lazy/use-lazy-fallback';
import { SafeHtml } from '../../ui/safe-html';
import { useSiteNotice } from '../../ui/support/use-site-notice';
import { useNarrowWidget } from '../../ui/use-narrow-widget';
import { storeRoutes } from '../../core/routes/routes';
import { headerMessages } from './header.messages';
import { MainNav } from './main-nav';
import { useDisclosureNav } from './use-disclosure-nav';
import { useMenuButton } from './use-menu-button';
import { UtilityLinks } from './utility-links';

const loadFallbackNav = () => import('./fallback-nav');

// Shown only when the country is unknown: its code is not every page's.
const CountryModal = lazyPart(
  () => import('./country-modal'),
  (m) => m.CountryModal,
);

/** Keep in step with the `@container (width < 1240px)` rules of header.css. */
const NARROW_WIDTH = 1240;

export interface HeaderProps {
  /** Defaults to the route table's home page. */
  homeHref?: string;
}

/** <store-header>: support banner, utility links, the three menu groups, account and cart slots. */
export function Header({ homeHref }: HeaderProps) {
  const t = useTranslate(headerMessages);
  const site = useSite();
  const { element } = useWidgetHost();
  const templatesOn = useFlag('editable-header-footer-templates');
  const navQuery = useNavContent();
  const htmlQuery = useNavHtml(templatesOn);
  const core = useCore();
  const countryUnidentified = useCountryUnidentified();
  const notice = useSiteNotice();

  // While loading, the menu row stays empty (its height is reserved); on failure the built-in nav.
  const fallback = useLazyFallback(navQuery.isError, loadFallbackNav, 'the built-in navigation');
  const content = navQuery.data ?? fallback;
  const menuIds = content?.menus.map((m) => m.id) ?? [];
  // The header's width, not the window's, moves the groups into the menu panel.
  const narrow = useNarrowWidget(NARROW_WIDTH);
  const menu = useMenuButton();
  const panelId = useId();
  const nav = useDisclosureNav(menuIds, (menuId) => emit(element, 'store-menu-opened', { menuId }));

  return (
    <header
      className="header"
      part="base"
      data-state={content ? (navQuery.isError ? 'fallback' : 'loaded') : 'loading'}
    >
      {notice && (
        <section className="banner" aria-label={t('bannerLabel')}>
          <p>{notice}</p>
        </section>
      )}
      <div className="utility-bar">
        {/* In the bar's free left side, so its arrival never moves anything. */}
        <div className="template-content">
          {templatesOn && htmlQuery.data ? <SafeHtml html={htmlQuery.data} /> : null}
        </div>
        {narrow ? null : <UtilityLinks site={site} t={t} />}
      </div>
      <div className="main-bar">
        {/* The visible name leads the accessible name, so speech users can say what they see.
            Where it does not fit, the mark shows alone and the name stays the accessible name
            (header.css), rather than the name cut off. */}
        <a className="logo" href={homeHref ?? storeRoutes(site).home}>
          <span className="logo-mark" aria-hidden="true">
            {t('logoMark')}
          </span>
          <span className="logo-name">{t('logoText')}</span>
          <span className="visually-hidden"> {t('homeLink')}</span>
        </a>
        {/* Below NARROW_WIDTH the groups and links move into a panel: not every language fits. */}
        <button
          type="button"
          ref={menu.buttonRef}
          className="menu-button"
          aria-expanded={menu.open}
          aria-controls={panelId}
          onClick={menu.toggle}
        >
          <span className="menu-icon" aria-hidden="true" />
          <span className="menu-button-text">{t('menuToggle')}</span>
        </button>
        <div
          id={panelId}
          ref={menu.panelRef}
          className="nav-panel"
          data-open={menu.open || undefined}
          onKeyDown={menu.onPanelKeyDown}
        >
          {content ? (
            <MainNav content={content} label={t('mainNavLabel')} nav={nav} />
          ) : (
            <div className="main-nav" />
          )}
          {narrow ? <UtilityLinks site={site} t={t} /> : null}
        </div>
        <div className="actions" role="group" aria-label={t('accountArea')}>
          {/* Default content: our account menu and mini-cart, unless the page slots its own in. */}
          <slot name="account-menu">
            <store-account-menu />
          </slot>
          <slot name="mini-cart">
            <store-mini-cart />
          </slot>
        </div>
      </div>
      {countryUnidentified && (
        <PartBoundary fallback={null}>
          <CountryModal open onClose={() => setCountryUnidentified(core, false)} />
        </PartBoundary>
      )}
    </header>
  );
}
