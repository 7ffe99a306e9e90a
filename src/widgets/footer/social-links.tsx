import { useId } from 'react';
import type { SocialLink } from '../../api/content/footer-content.schema';
import type { Translate } from '../../core/i18n/messages';
import { safeHref } from '../../core/url/safe-href';
import type { FooterMessageKey } from './footer.messages';
import { opensInNewTab, visibleSocialLinks } from './social-link-rules';

interface SocialLinksProps {
  links: readonly SocialLink[];
  t: Translate<FooterMessageKey>;
}

/** The social links, named "Follow us on {name}" so the visible name stays in it (WCAG 2.5.3). */
export function SocialLinks({ links, t }: SocialLinksProps) {
  const headingId = useId();
  const visible = visibleSocialLinks(links);
  if (visible.length === 0) return null;
  return (
    <div className="social" role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className="social-title">
        {t('followUs')}
      </h2>
      <ul className="social-links">
        {visible.map((social, index) => {
          const href = safeHref(social.href);
          const key = `${index}|${social.name}`;
          if (!href) {
            return (
              <li key={key}>
                <span className="social-link">{social.name}</span>
              </li>
            );
          }
          const newTab = opensInNewTab(href);
          return (
            <li key={key}>
              {/* rel: third parties get no handle on this page. */}
              <a
                className="social-link"
                part="item social-link"
                href={href}
                rel="noopener noreferrer"
                target={newTab ? '_blank' : undefined}
                aria-label={t(newTab ? 'followOnNewTab' : 'followOn', { name: social.name })}
              >
                {social.name}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
