import { usePageQuery } from '../../core/queries/use-page-query';
import { NAV_CONTENT_FILE } from './content-files';
import { contentJsonQuery, contentTextQuery } from './content-query';
import { NavContentSchema } from './nav-content.schema';

export const NAV_HTML_FILE = 'first-level-nav-react-content.html';

export const navContentQueryOptions = () => contentJsonQuery(NAV_CONTENT_FILE, NavContentSchema);
export const navHtmlQueryOptions = () => contentTextQuery(NAV_HTML_FILE);

export function useNavContent() {
  return usePageQuery(navContentQueryOptions());
}

/** The editable header template fragment; fetched only when the templates flag is on. */
export function useNavHtml(enabled: boolean) {
  return usePageQuery({ ...navHtmlQueryOptions(), enabled });
}
