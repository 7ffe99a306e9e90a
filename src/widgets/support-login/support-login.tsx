import { useEffect, useRef, useState } from 'react';
import type { Snapshot } from 'valtio/vanilla';
import { useTranslate } from '../../core/i18n/use-translate';
import { useCore } from '../../core/react/core-context';
import { useSite, useStoreSelector } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { activeEmulation } from '../../core/store/emulation';
import type { StoreState } from '../../core/store/store';
import { SignInButton } from '../../ui/sign-in/sign-in-button';
import { Skeleton } from '../../ui/feedback/skeleton';
import { useStartedSession } from '../../ui/session/use-started-session';
import { CustomerSearch } from './customer-search';
import { supportLoginMessages, type SupportTranslate } from './support-login.messages';
import { focusOutcome } from '../../ui/focus/focus-outcome';

const selectEmulation = (state: Snapshot<StoreState>) => activeEmulation(state);

function ActingFor({ name, focus, t }: { name: string; focus: boolean; t: SupportTranslate }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const routes = storeRoutes(useSite());
  useEffect(() => {
    // Only after "Start session" here: its button is gone, so the focus would be lost.
    if (focus) focusOutcome(heading.current);
  }, [focus]);
  return (
    <section className="acting-for">
      <h2 tabIndex={-1} ref={heading}>
        {t('actingHeading', { name })}
      </h2>
      <p>{t('actingIntro', { name })}</p>
      <p>
        <a className="button-primary" part="trigger" href={routes.cart}>
          {t('goToCart')}
        </a>
      </p>
    </section>
  );
}

/** <store-support-login>: an agent signs in, finds a customer and orders on their behalf. */
export function SupportLogin() {
  const t = useTranslate(supportLoginMessages);
  const core = useCore();
  const session = useStartedSession();
  const emulation = useStoreSelector(selectEmulation);
  const [justStarted, setJustStarted] = useState(false);

  let state: string;
  let body;
  if (session.loading) {
    state = 'loading';
    body = <Skeleton label={t('loading')} rows={3} />;
  } else if (!session.user) {
    state = 'signed-out';
    body = (
      <section>
        <h2>{t('signInHeading')}</h2>
        <p>{t('signInIntro')}</p>
        {core.config.sessionEnabled && (
          <SignInButton className="button-primary" part="trigger">
            {t('signIn')}
          </SignInButton>
        )}
      </section>
    );
  } else if (!session.user.customerService) {
    state = 'not-agent';
    body = (
      <p className="message" role="status">
        {t('notAgent')}
      </p>
    );
  } else if (emulation) {
    state = 'acting';
    body = <ActingFor name={emulation.customerName} focus={justStarted} t={t} />;
  } else {
    state = 'searching';
    body = <CustomerSearch t={t} onStarted={() => setJustStarted(true)} />;
  }
  return (
    <div className="support-login" part="base" data-state={state}>
      {body}
    </div>
  );
}
