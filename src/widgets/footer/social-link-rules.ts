import type { SocialLink } from '../../api/content/footer-content.schema';

/** The CMS lists every network per site and switches some off; only enabled ones are shown. */
export function visibleSocialLinks(links: readonly SocialLink[]): SocialLink[] {
  return links.filter((link) => link.enabled);
}

/** Absolute http(s) links lead off the store: a new tab keeps the shopper's place. */
export function opensInNewTab(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
