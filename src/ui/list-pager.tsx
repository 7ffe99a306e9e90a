import type { MouseEvent, Ref } from 'react';
import type { Pagination } from '../api/products/product.schema';
import type { Translate } from '../core/i18n/messages';

export type ListPagerMessageKey = 'paging' | 'showing' | 'previous' | 'next' | 'pageOf';

interface ListPagerProps {
  pagination: Pagination;
  shown: number;
  /** Pages numbered from 1. */
  pageHref: (page: number) => string;
  /** Changes page in place on a plain click (page from 0); new-tab clicks follow the link. */
  onPage?: ((page: number, href: string) => void) | undefined;
  /** Focused after an in-place change. */
  summaryRef?: Ref<HTMLParagraphElement> | undefined;
  t: Translate<ListPagerMessageKey>;
}

/** An account list's paging as real links, so reload, back, bookmarks and new tabs work. */
export function ListPager({ pagination, shown, pageHref, onPage, summaryRef, t }: ListPagerProps) {
  const { currentPage, pageSize, totalPages, totalResults } = pagination;
  const from = currentPage * pageSize + 1;
  const link = (page: number, label: string, rel: 'prev' | 'next') => {
    const href = pageHref(page + 1);
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      onPage?.(page, href);
    };
    return (
      <a
        href={href}
        rel={rel}
        className="pager-link"
        part="trigger"
        onClick={onPage ? follow : undefined}
      >
        {label}
      </a>
    );
  };
  return (
    <nav className="pager" aria-label={t('paging')}>
      <p className="pager-summary" ref={summaryRef} tabIndex={summaryRef ? -1 : undefined}>
        {t('showing', { from, to: from + shown - 1, total: totalResults })}
      </p>
      <div className="pager-links">
        {currentPage > 0 && link(currentPage - 1, t('previous'), 'prev')}
        <span className="pager-position">
          {t('pageOf', { page: currentPage + 1, pages: totalPages })}
        </span>
        {currentPage + 1 < totalPages && link(currentPage + 1, t('next'), 'next')}
      </div>
    </nav>
  );
}
