import type { Pagination } from '../api/products/product.schema';
import type { Translate } from '../core/i18n/messages';

/** The catalog keys the pager reads; every list's catalog has them. */
export type ListPagerMessageKey = 'paging' | 'showing' | 'previous' | 'next' | 'pageOf';

interface ListPagerProps {
  pagination: Pagination;
  shown: number;
  pageHref: (page: number) => string;
  t: Translate<ListPagerMessageKey>;
}

/**
 * An account list's paging: which rows are shown, then previous and next page as real links (the
 * route table's `?page=N`, a list's filter kept by `pageHref`), so reload, back and bookmarks work.
 */
export function ListPager({ pagination, shown, pageHref, t }: ListPagerProps) {
  const { currentPage, pageSize, totalPages, totalResults } = pagination;
  const from = currentPage * pageSize + 1;
  return (
    <nav className="pager" aria-label={t('paging')}>
      <p className="pager-summary">
        {t('showing', { from, to: from + shown - 1, total: totalResults })}
      </p>
      <div className="pager-links">
        {currentPage > 0 && (
          <a href={pageHref(currentPage)} rel="prev" part="trigger">
            {t('previous')}
          </a>
        )}
        <span className="pager-position">
          {t('pageOf', { page: currentPage + 1, pages: totalPages })}
        </span>
        {currentPage + 1 < totalPages && (
          <a href={pageHref(currentPage + 2)} rel="next" part="trigger">
            {t('next')}
          </a>
        )}
      </div>
    </nav>
  );
}
