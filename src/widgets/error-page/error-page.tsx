import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { errorCode, errorCodeOfPath, storeRoutes } from '../../core/routes/routes';
import { errorFamily } from './error-family';
import { errorPageMessages } from './error-page.messages';

export interface ErrorPageProps {
  /** Default: the `{code}` of the page's `error.{code}.html`. */
  code?: number;
}

/** <store-error-page>: the page's main content, so its title is the page's `<h1>`. */
export function ErrorPage({ code }: ErrorPageProps) {
  const t = useTranslate(errorPageMessages);
  const site = useSite();
  const routes = storeRoutes(site);
  const shown =
    code !== undefined
      ? errorCode(code)
      : errorCodeOfPath(globalThis.location?.href ?? '/', site.routes);
  const family = errorFamily(shown);
  return (
    <div className="error-page" part="base" data-state={family} data-code={shown}>
      <h1 className="error-title">{t(`${family}.title`)}</h1>
      <p className="error-code">{t('code', { code: shown })}</p>
      <p className="error-text">{t(`${family}.text`)}</p>
      <ul className="error-links">
        {family === 'sign-in' ? (
          <li>
            <a className="button-primary" part="trigger" href={routes.login()}>
              {t('signIn')}
            </a>
          </li>
        ) : null}
        <li>
          <a href={routes.home}>{t('home')}</a>
        </li>
        <li>
          <a href={routes.contactUs}>{t('contact')}</a>
        </li>
      </ul>
    </div>
  );
}
