import { useId } from 'react';
import type { NavContent } from '../../api/content/nav-content.schema';
import { ContentLink } from '../../ui/content-link';
import type { DisclosureNav } from './use-disclosure-nav';

interface MainNavProps {
  content: NavContent;
  label: string;
  nav: DisclosureNav;
}

/** The three top menu groups as a disclosure navigation (buttons that show link panels). */
export function MainNav({ content, label, nav }: MainNavProps) {
  const idPrefix = useId();
  return (
    <nav
      ref={nav.navRef}
      className="main-nav"
      aria-label={label}
      onKeyDown={nav.onNavKeyDown}
      onBlur={nav.onNavBlur}
    >
      <ul className="menu-list" part="menu">
        {content.menus.map((menu) => {
          const panelId = `${idPrefix}-${menu.id}`;
          const open = nav.openId === menu.id;
          return (
            <li key={menu.id} className="menu-item">
              <button
                type="button"
                ref={nav.registerButton(menu.id)}
                className="menu-trigger"
                part="trigger"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => nav.toggle(menu.id)}
                onKeyDown={(event) => nav.onButtonKeyDown(menu.id, event)}
              >
                {menu.title}
                <span className="chevron" aria-hidden="true" />
              </button>
              <div
                id={panelId}
                data-panel={menu.id}
                className="menu-panel"
                part="panel"
                hidden={!open}
              >
                {/* A closed panel stays empty: its links would cost every first render. */}
                {open
                  ? menu.columns.map((column) => (
                      <div key={column.title} className="menu-column">
                        <h2 className="column-title">
                          <ContentLink title={column.title} linkPath={column.linkPath} />
                        </h2>
                        <ul>
                          {column.links.map((link) => (
                            <li key={`${link.title}|${link.linkPath}`}>
                              <ContentLink
                                className="menu-link"
                                title={link.title}
                                linkPath={link.linkPath}
                              />
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))
                  : null}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
