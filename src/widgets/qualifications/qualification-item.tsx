import { useId } from 'react';
import type { Qualification } from '../../api/qualifications/qualification.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { qualificationsMessages, type QualificationsMessageKey } from './qualifications.messages';

function describe(
  qualification: Qualification,
  t: (key: QualificationsMessageKey) => string,
): { title: string; details: [label: string, value: string][] } {
  switch (qualification.type) {
    case 'degree':
      return {
        title: `${t(`degree.${qualification.degreeLevel}`)}, ${qualification.fieldOfStudy}`,
        details: [
          [t('field.institution'), qualification.institution],
          [t('field.yearAwarded'), qualification.yearAwarded],
        ],
      };
    case 'license':
      return {
        title: qualification.licenseType,
        details: [
          [t('field.licenseNumber'), qualification.licenseNumber],
          [t('field.issuedBy'), qualification.issuedBy],
          [t('field.expiresOn'), qualification.expiresOn],
        ],
      };
    case 'organisation':
      return {
        title: qualification.name,
        details: [[t('field.membershipNumber'), qualification.membershipNumber]],
      };
    case 'accredited-institution':
      return {
        title: qualification.name,
        details: [[t('field.accreditedBy'), qualification.accreditedBy]],
      };
  }
}

/** One qualification; a license past its expiry is marked expired and qualifies for A only. */
export function QualificationItem({
  qualification,
  editHref,
}: {
  qualification: Qualification;
  editHref: string;
}) {
  const t = useTranslate(qualificationsMessages);
  const titleId = useId();
  const { title, details } = describe(qualification, t);
  const expired = qualification.type === 'license' && qualification.grants === 'A';
  return (
    <li className="qualification" part="item">
      <p className="qualification-title" id={titleId}>
        {title}
        {expired ? <span className="tag"> ({t('expired')})</span> : null}
      </p>
      <dl className="qualification-details">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="grants">{t('grants', { level: qualification.grants })}</p>
      <p className="actions">
        <a href={editHref} part="trigger" aria-describedby={titleId}>
          {t('edit')}
        </a>
      </p>
    </li>
  );
}
