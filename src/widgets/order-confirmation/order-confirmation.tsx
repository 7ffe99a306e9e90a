import { useEffect, type ReactNode } from 'react';
import { isApiError } from '../../api/http/api-error';
import { useOrder } from '../../api/orders/get-order';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { OrderConfirmation } from '../../ui/order/order-confirmation';
import { trackPurchase } from '../../ui/order/track-purchase';
import { SignInButton } from '../../ui/sign-in/sign-in-button';
import { Skeleton } from '../../ui/feedback/skeleton';
import { useStartedSession } from '../../ui/session/use-started-session';
import { normalizeOrderCode, orderCodeFromPath } from './order-code';
import { orderConfirmationPageMessages } from './order-confirmation.messages';

export interface OrderConfirmationPageProps {
  orderCode?: string;
}

type View = 'loading' | 'signed-out' | 'not-found' | 'error' | 'loaded';

function Frame({ view, children }: { view: View; children: ReactNode }) {
  return (
    <div className="order-confirmation-page" part="base" data-state={view}>
      {children}
    </div>
  );
}

/** <store-order-confirmation>: at its own address, so a reload shows it; OCC 404s for others. */
export function OrderConfirmationPage({ orderCode }: OrderConfirmationPageProps) {
  const t = useTranslate(orderConfirmationPageMessages);
  const session = useStartedSession();
  const site = useSite();
  const code =
    orderCode !== undefined
      ? normalizeOrderCode(orderCode)
      : orderCodeFromPath(globalThis.location?.href ?? '/', site.routes);
  const order = useOrder(session.user?.id, code ?? undefined);
  const loaded = order.data;
  useEffect(() => {
    if (loaded) trackPurchase(loaded);
  }, [loaded]);

  if (session.loading || (session.user && code && order.isPending)) {
    return (
      <Frame view="loading">
        <Skeleton label={t('loading')} rows={4} />
      </Frame>
    );
  }
  if (!session.user) {
    return (
      <Frame view="signed-out">
        <h2 className="page-title">{t('signInTitle')}</h2>
        <p>{t('signInText')}</p>
        <SignInButton className="button-primary" part="trigger">
          {t('signIn')}
        </SignInButton>
      </Frame>
    );
  }
  if (!code || (order.isError && isApiError(order.error) && order.error.status === 404)) {
    return (
      <Frame view="not-found">
        <p className="page-message" role="status">
          {t('notFound')}
        </p>
        <a href={storeRoutes(site).home}>{t('continueShopping')}</a>
      </Frame>
    );
  }
  if (!loaded) {
    return (
      <Frame view="error">
        <p className="page-message" role="alert">
          {t('loadFailed')}
        </p>
        <button
          type="button"
          className="button-primary"
          part="trigger"
          onClick={() => void order.refetch()}
        >
          {t('tryAgain')}
        </button>
      </Frame>
    );
  }
  return (
    <Frame view="loaded">
      <OrderConfirmation order={loaded} />
    </Frame>
  );
}
