import { usePageQuery } from '../../core/queries/use-page-query';
import { FOOTER_CONTENT_FILE } from './content-files';
import { contentJsonQuery, contentTextQuery } from './content-query';
import { FooterContentSchema } from './footer-content.schema';

export const FOOTER_HTML_FILE = 'footer-react-content.html';

export const footerContentQueryOptions = () =>
  contentJsonQuery(FOOTER_CONTENT_FILE, FooterContentSchema);
export const footerHtmlQueryOptions = () => contentTextQuery(FOOTER_HTML_FILE);

export function useFooterContent() {
  return usePageQuery(footerContentQueryOptions());
}

/** The footer markup fragment, fetched as text only when the editable templates flag is on. */
export function useFooterHtml(enabled: boolean) {
  return usePageQuery({ ...footerHtmlQueryOptions(), enabled });
}
