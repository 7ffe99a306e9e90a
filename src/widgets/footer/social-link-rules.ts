import type { SocialLink } from '../../api/content/footer-content.schema';

/** The CMS lists every network per site and switches some off; only enabled ones are shown. */
export function visibleSocialLinks(links: readonly SocialLink[]): SocialLink[] {
  return links.filter((link) => link.enabled);
}

/**
 * Absolute http(s) links lead off the store, so they open in a new tab and keep the shopper's
 * place; site-relative, mailto: and tel: targets open in place.
 */
export function opensInNewTab(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
