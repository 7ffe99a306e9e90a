import { useState } from 'react';
import { useQualifications } from '../../api/qualifications/qualifications';
import { useTranslate } from '../../core/i18n/use-translate';
import { TIME_ZONE_BY_BASE_SITE } from '../../core/locale/site-time-zones';
import { useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { todayIn } from '../../rules/form/calendar-date';
import { isQualificationType } from '../../rules/qualifications/qualification-level';
import { AccountPage, type AccountPageStatus } from '../../ui/account-page/account-page';
import { qualificationTypeAvailable } from '../../ui/account-page/account-pages';
import { useAccountFlags } from '../../ui/account-page/use-account-flags';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import { pageCode, usePageCode } from '../../ui/account-page/use-page-code';
import { qualificationLocationOf, rememberSaved } from './qualifications-location';
import { qualificationsMessages } from './qualifications.messages';

const formCode = pageCode(() => import('./qualification-form'));

export interface QualificationFormPageProps {
  /** Default: the `{type}` of the page's qualification route. */
  type?: string;
  /** Default: the `{id}` of the edit route; none: the page adds one. */
  qualificationId?: string;
}

/** <store-qualification-form-page>: add or edit a qualification of a type the flag allows. */
export function QualificationFormPage({
  type: typeAttribute,
  qualificationId,
}: QualificationFormPageProps) {
  const t = useTranslate(qualificationsMessages);
  const site = useSite();
  const routes = storeRoutes(site).account;
  const flags = useAccountFlags();
  const [location] = useState(() => {
    const fromPath = qualificationLocationOf(globalThis.location?.href ?? '/', site.routes);
    return {
      type: typeAttribute?.trim() || fromPath.type,
      id: qualificationId?.trim() ? qualificationId.trim() : fromPath.id,
    };
  });
  // "Today" on the site's calendar, fixed for the page's life (a license valid today or later).
  const [today] = useState(() => todayIn(TIME_ZONE_BY_BASE_SITE[site.baseSite]));
  const type = isQualificationType(location.type) ? location.type : undefined;
  const available = type !== undefined && qualificationTypeAvailable(type, flags);
  const { gate, session } = useAccountPageGate('qualifications', { available });
  const editing = location.id !== undefined;
  const query = useQualifications(gate === 'open' && editing ? session.user?.id : undefined);
  const [gone, setGone] = useState(false);
  const code = usePageCode(formCode, gate);
  const qualification = query.data?.qualifications.find(
    (q) => q.id === location.id && q.type === type,
  );

  let status: AccountPageStatus = 'ready';
  if (location.id === null || gone) status = 'not-found';
  else if (editing) {
    if (query.data) status = qualification ? 'ready' : 'not-found';
    else status = query.isError ? 'error' : 'loading';
  }
  status = code.statusWith(status);
  const QualificationForm = code.module?.QualificationForm;

  const list = routes.qualifications;
  const title = type ? t(editing ? `edit.${type}` : `add.${type}`) : undefined;

  return (
    <AccountPage
      page="qualifications"
      className="qualification-form-page"
      title={title}
      available={available}
      status={status}
      texts={{
        signIn: t('signInForm'),
        loading: t('loading'),
        notFound: t('notFound'),
        loadError: code.loadErrorWith(t('loadError')),
      }}
      back={{ href: list, label: t('backToList') }}
      onRetry={code.failed ? code.retry : () => void query.refetch()}
      retrying={query.isFetching}
    >
      {type && QualificationForm ? (
        <QualificationForm
          type={type}
          qualification={qualification}
          today={today}
          onSaved={() => {
            rememberSaved(editing ? 'updated' : 'added');
            globalThis.location.assign(list);
          }}
          onGone={() => setGone(true)}
        />
      ) : null}
      <p className="actions">
        <a href={list}>{t('backToList')}</a>
      </p>
    </AccountPage>
  );
}
