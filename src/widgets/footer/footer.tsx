import { useFooterContent, useFooterHtml } from '../../api/content/get-footer-content';
import { useTranslate } from '../../core/i18n/use-translate';
import { useFlag } from '../../core/react/use-store';
import { useLazyFallback } from '../../ui/lazy/use-lazy-fallback';
import { SafeHtml } from '../../ui/safe-html';
import { FooterColumns } from './footer-columns';
import { footerMessages } from './footer.messages';
import { FooterTiles } from './footer-tiles';
import { SocialLinks } from './social-links';

const loadFallbackFooter = () => import('./footer-fallback');

/** The root's `data-state` (the e2e tests read it). */
type FooterState = 'loading' | 'loaded' | 'fallback';

/** <store-footer>: the CMS footer (columns, tiles, social links, text blocks) or the built-in one. */
export function Footer() {
  const t = useTranslate(footerMessages);
  const templatesOn = useFlag('editable-header-footer-templates');
  const contentQuery = useFooterContent();
  const htmlQuery = useFooterHtml(templatesOn);

  // While loading, the reserved box stays empty (no spinner); on failure the built-in footer.
  const fallback = useLazyFallback(contentQuery.isError, loadFallbackFooter, 'the built-in footer');
  const content = contentQuery.data ?? fallback;
  // Fetched content wins even if a later refetch failed, so the state follows what is shown.
  const state: FooterState = contentQuery.data
    ? 'loaded'
    : contentQuery.isError
      ? 'fallback'
      : 'loading';

  return (
    <footer className="footer" part="base" aria-label={t('landmarkLabel')} data-state={state}>
      {content ? (
        <>
          <div className="footer-main">
            {content.columns.length > 0 ? (
              <nav className="footer-nav" aria-label={t('linksNavLabel')}>
                <FooterColumns columns={content.columns} level={2} />
              </nav>
            ) : null}
            <FooterTiles tiles={content.tiles} />
          </div>
          <div className="footer-bottom">
            <SocialLinks links={content.socialLinks} t={t} />
            {/* Only with the editable templates flag (spec section 9). */}
            {templatesOn ? (
              <div className="template-content">
                {htmlQuery.data ? <SafeHtml html={htmlQuery.data} /> : null}
              </div>
            ) : null}
            {content.textBlocks.length > 0 ? (
              <div className="text-blocks">
                {content.textBlocks.map((block, index) => (
                  <p key={index}>{block.text}</p>
                ))}
              </div>
            ) : null}
          </div>
        </>
      ) : null}
    </footer>
  );
}
