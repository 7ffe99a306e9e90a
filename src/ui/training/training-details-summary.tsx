import type { TrainingDetailsWire } from '../../api/cart/training-details.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { formatShipDate } from '../cart/cart-entry-summary';
import { useComponentSheet } from '../styles/use-component-sheet';
import css from './training-summary.css?inline';
import { trainingSummaryMessages } from './training-summary.messages';

interface TrainingDetailsSummaryProps {
  details: TrainingDetailsWire;
  /** Dates and the number of participants only (the checkout's item list). */
  compact?: boolean;
}

/** A training entry's details, read-only; `compact` gives only the participants' number. */
export function TrainingDetailsSummary({ details, compact = false }: TrainingDetailsSummaryProps) {
  useComponentSheet(css);
  const t = useTranslate(trainingSummaryMessages);
  const { locale } = useSite();
  const { dates, contact, participants } = details;
  const count = participants.length;
  const name = (person: { firstName: string; lastName: string }) =>
    `${person.firstName} ${person.lastName}`;
  return (
    <dl className="training-details" data-training-details="">
      <div>
        <dt>{t('dates')}</dt>
        <dd>
          {formatShipDate(dates.firstDate, locale)}; {formatShipDate(dates.secondDate, locale)}
        </dd>
      </div>
      {!compact && (
        <div>
          <dt>{t('contact')}</dt>
          <dd>
            {name(contact)}, {contact.email}, +{contact.phone.code} {contact.phone.number}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('participants')}</dt>
        <dd>
          {compact ? (
            count === 1 ? (
              t('participantCountOne')
            ) : (
              t('participantCount', { count })
            )
          ) : (
            <ul className="training-participants">
              {participants.map((person, index) => (
                <li key={index}>
                  {name(person)} ({person.email})
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}
