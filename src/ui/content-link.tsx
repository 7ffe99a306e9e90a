import { safeHref } from '../core/url/safe-href';

interface ContentLinkProps {
  title: string;
  linkPath?: string | undefined;
  className?: string | undefined;
}

/** A CMS link: an anchor when its target is safe, otherwise the same text without a link. */
export function ContentLink({ title, linkPath, className }: ContentLinkProps) {
  const href = safeHref(linkPath);
  return href ? (
    <a className={className} href={href}>
      {title}
    </a>
  ) : (
    <span className={className}>{title}</span>
  );
}
