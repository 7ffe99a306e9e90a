import { useId, useState } from 'react';
import type { Qualification } from '../../api/qualifications/qualification.schema';
import { useQualifications } from '../../api/qualifications/qualifications';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { QUALIFICATION_TYPES, storeRoutes, type QualificationType } from '../../core/routes/routes';
import type { QualificationLevel } from '../../rules/cart/qualification';
import { AccountPage, type AccountPageStatus } from '../../ui/account-page/account-page';
import { qualificationTypeAvailable } from '../../ui/account-page/account-pages';
import { useAccountFlags } from '../../ui/account-page/use-account-flags';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import { QualificationItem } from './qualification-item';
import { qualificationLocationOf, takeSaved } from './qualifications-location';
import { qualificationsMessages } from './qualifications.messages';

export interface QualificationsProps {
  /** Default: the `{type}` of the page's route, else all types. */
  type?: string;
}

const BUYS = { A: 'buysA', AB: 'buysAB', ABC: 'buysABC' } as const;

/** The shopper's level and what it lets them buy (spec section 6). */
function LevelSummary({ level }: { level: QualificationLevel }) {
  const t = useTranslate(qualificationsMessages);
  const headingId = useId();
  return (
    <section className="level" part="notice" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('levelHeading')}</h2>
      <p className="level-value">{t('level', { level })}</p>
      <p className="message">{t(BUYS[level])}</p>
      <p className="hint">{t('levelHint')}</p>
    </section>
  );
}

function TypeSection({
  type,
  qualifications,
}: {
  type: QualificationType;
  qualifications: readonly Qualification[];
}) {
  const t = useTranslate(qualificationsMessages);
  const routes = storeRoutes(useSite()).account;
  const headingId = useId();
  return (
    <section className="type-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`type.${type}`)}</h2>
      {qualifications.length === 0 ? (
        <p className="message">{t('none')}</p>
      ) : (
        <ul className="qualifications-list" aria-labelledby={headingId}>
          {qualifications.map((qualification) => (
            <QualificationItem
              key={qualification.id}
              qualification={qualification}
              editHref={routes.editQualification(type, qualification.id)}
            />
          ))}
        </ul>
      )}
      <p className="actions">
        <a className="button-secondary" part="trigger" href={routes.addQualification(type)}>
          {t(`add.${type}`)}
        </a>
      </p>
    </section>
  );
}

/** <store-qualifications>: the shopper's qualifications by type (the flag's types) and level. */
export function Qualifications({ type: attribute }: QualificationsProps) {
  const t = useTranslate(qualificationsMessages);
  const site = useSite();
  const flags = useAccountFlags();
  const [onlyType] = useState(
    () =>
      attribute?.trim() ||
      qualificationLocationOf(globalThis.location?.href ?? '/', site.routes).type,
  );
  const typeAllowed = onlyType === undefined || qualificationTypeAvailable(onlyType, flags);
  const { gate, session } = useAccountPageGate('qualifications', { available: typeAllowed });
  const query = useQualifications(gate === 'open' ? session.user?.id : undefined);
  const [saved] = useState(takeSaved);

  const status: AccountPageStatus = query.data ? 'ready' : query.isError ? 'error' : 'loading';
  const types = QUALIFICATION_TYPES.filter(
    (type) =>
      (onlyType === undefined || type === onlyType) && qualificationTypeAvailable(type, flags),
  );
  const data = query.data;

  return (
    <AccountPage
      page="qualifications"
      className="qualifications"
      available={typeAllowed}
      status={status}
      texts={{ signIn: t('signIn'), loading: t('loading'), loadError: t('loadError') }}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      notice={
        <p className="status" role="status">
          {saved ? t(saved) : ''}
        </p>
      }
    >
      {data ? (
        <>
          <LevelSummary level={data.level} />
          {types.map((type) => (
            <TypeSection
              key={type}
              type={type}
              qualifications={data.qualifications.filter((q) => q.type === type)}
            />
          ))}
          {onlyType === undefined ? null : (
            <p className="actions">
              <a href={storeRoutes(site).account.qualifications}>{t('backToList')}</a>
            </p>
          )}
        </>
      ) : null}
    </AccountPage>
  );
}
