import type { Pagination } from '../../api/products/product.schema';
import type { Translate } from '../../core/i18n/messages';
import type { InvoicesMessageKey } from './invoices.messages';

/** Previous and next page as real links (the route table's `?page=N`). */
export function InvoicePager({
  pagination,
  shown,
  pageHref,
  t,
}: {
  pagination: Pagination;
  shown: number;
  pageHref: (page: number) => string;
  t: Translate<InvoicesMessageKey>;
}) {
  const { currentPage, pageSize, totalPages, totalResults } = pagination;
  const from = currentPage * pageSize + 1;
  return (
    <nav className="pager" aria-label={t('paging')}>
      <p>{t('showing', { from, to: from + shown - 1, total: totalResults })}</p>
      <div className="pager-links">
        {currentPage > 0 && (
          <a href={pageHref(currentPage)} rel="prev" part="trigger">
            {t('previous')}
          </a>
        )}
        <span>{t('pageOf', { page: currentPage + 1, pages: totalPages })}</span>
        {currentPage + 1 < totalPages && (
          <a href={pageHref(currentPage + 2)} rel="next" part="trigger">
            {t('next')}
          </a>
        )}
      </div>
    </nav>
  );
}
