import { useCallback, useEffect, useState } from 'react';
import { pageFromSearch } from './quote-address';

export interface ListPage {
  /** From 0, as OCC's `currentPage`. */
  page: number;
  /**
   * Shows another page: its address (`href`, the route table's) becomes the page's, so back,
   * forward and reload keep it; `replace` corrects the address without a history entry.
   */
  goTo: (page: number, href: string, replace?: boolean) => void;
}

/**
 * The quote list's page, kept in the page address (`?page=2`) rather than only in memory: a reload,
 * a bookmark and the browser's back and forward buttons show the same page. The query is read
 * again on every history move.
 */
export function useListPage(): ListPage {
  const [page, setPage] = useState(() => pageFromSearch(globalThis.location.search));
  useEffect(() => {
    const follow = () => setPage(pageFromSearch(globalThis.location.search));
    globalThis.addEventListener('popstate', follow);
    return () => globalThis.removeEventListener('popstate', follow);
  }, []);
  const goTo = useCallback((next: number, href: string, replace = false) => {
    if (replace) globalThis.history.replaceState(globalThis.history.state, '', href);
    else globalThis.history.pushState(null, '', href);
    setPage(next);
  }, []);
  return { page, goTo };
}
