import { useCallback, useEffect, useState } from 'react';
import { pageFromSearch } from './quote-address';

export interface ListPage {
  /** From 0, as OCC's `currentPage`. */
  page: number;
  /** Pushes `href` (or replaces it, `replace`) so back, forward and reload keep the page. */
  goTo: (page: number, href: string, replace?: boolean) => void;
}

/** The quote list's page, kept in the address so reload, bookmarks and history show it. */
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
