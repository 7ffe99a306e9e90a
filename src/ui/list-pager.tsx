import type { MouseEvent, Ref } from 'react';
import type { Pagination } from '../api/products/product.schema';
import type { Translate } from '../core/i18n/messages';

/** The catalog keys the pager reads; every list's catalog has them. */
export type ListPagerMessageKey = 'paging' | 'showing' | 'previous' | 'next' | 'pageOf';

interface ListPagerProps {
  pagination: Pagination;
  shown: number;
  /** The address of a page, numbered from 1. */
  pageHref: (page: number) => string;
  /**
   * A list that changes page in place (quotes): a plain click on previous or next calls this with
   * the page (from 0) and its address instead of following the link; a click for a new tab or
   * window still follows it.
   */
  onPage?: ((page: number, href: string) => void) | undefined;
  /** The summary line, which such a list focuses after the change (it takes focus: tabindex -1). */
  summaryRef?: Ref<HTMLParagraphElement> | undefined;
  t: Translate<ListPagerMessageKey>;
}

/**
 * An account list's paging: which rows are shown, then previous and next page as real links (the
 * route table's `?page=N`, a list's filter kept by `pageHref`), so reload, back, bookmarks and a
 * new tab work, even without script.
 */
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
