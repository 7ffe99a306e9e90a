import { http, HttpResponse } from 'msw';
import { isLocale, type Locale } from '../../core/locale/locales';
import { SEED_CHECKOUT_TEXT } from '../db/seed-checkout-text';
import { SEED_FOOTER_CONTENT, SEED_FOOTER_HTML } from '../db/seed-footer-content';
import { SEED_NAV_CONTENT, SEED_NAV_HTML } from '../db/seed-nav-content';
import { service } from './commerce-declarations';

function localeParam(value: unknown): Locale | undefined {
  return typeof value === 'string' && isLocale(value) ? value : undefined;
}

const notFound = () => new HttpResponse('Not found', { status: 404 });

/** The regional CMS: navigation and footer per locale, and the checkout text over GraphQL (spec section 7). */
export const contentHandlers = service('CMS content', [
  http.get('*/content/:locale/first-level-nav-content.json', ({ params }) => {
    const locale = localeParam(params.locale);
    return locale ? HttpResponse.json(SEED_NAV_CONTENT[locale]) : notFound();
  }),
  http.get('*/content/:locale/first-level-nav-react-content.html', ({ params }) => {
    const locale = localeParam(params.locale);
    return locale ? HttpResponse.html(SEED_NAV_HTML[locale]) : notFound();
  }),
  http.get('*/content/:locale/footer-content.json', ({ params }) => {
    const locale = localeParam(params.locale);
    return locale ? HttpResponse.json(SEED_FOOTER_CONTENT[locale]) : notFound();
  }),
  http.get('*/content/:locale/footer-react-content.html', ({ params }) => {
    const locale = localeParam(params.locale);
    return locale ? HttpResponse.html(SEED_FOOTER_HTML[locale]) : notFound();
  }),
  http.get('*/graphql/execute.json/USAssessments/:query', ({ params }) => {
    const query = String(params.query);
    const locale = localeParam(query.replace(/-checkout$/, ''));
    if (!locale || !query.endsWith('-checkout')) return notFound();
    return HttpResponse.json({ data: { checkout: { item: SEED_CHECKOUT_TEXT[locale] } } });
  }),
]);
