import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { formatClock, supportHours } from '../../rules/support/support-hours';
import { ModalDialog } from '../dialog/modal-dialog';
import { useSiteNotice } from '../support/use-site-notice';
import { useComponentSheet } from '../styles/use-component-sheet';
import { needHelpButtonMessages } from './need-help-button.messages';
import css from './need-help.css?inline';
import { needHelpMessages } from './need-help.messages';

export interface NeedHelpDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The Need Help modal (spec section 2), loaded by NeedHelpButton when first wanted. */
export function NeedHelpDialog({ open, onClose }: NeedHelpDialogProps) {
  const t = useTranslate(needHelpMessages);
  const title = useTranslate(needHelpButtonMessages)('needHelp');
  const site = useSite();
  const notice = useSiteNotice();
  const routes = storeRoutes(site);
  const hours = supportHours(site.locale);
  useComponentSheet(css);

  return (
    <ModalDialog open={open} title={title} onClose={onClose} className="need-help-dialog">
      {/* Plain text: React escapes it, so a notice can never become markup. */}
      {notice && (
        <p className="need-help-notice">
          <strong>{t('noticeLabel')}:</strong> {notice}
        </p>
      )}
      <p>{t('intro')}</p>
      <h3 className="need-help-subtitle">{t('hoursTitle')}</h3>
      <p className="need-help-hours">
        <strong>{t(`region.${hours.region}`)}</strong>
        <br />
        {t('hours', {
          opens: formatClock(hours.opens, site.language),
          closes: formatClock(hours.closes, site.language),
          zone: t(`zone.${hours.region}`),
        })}
      </p>
      <h3 className="need-help-subtitle">{t('contactTitle')}</h3>
      <ul className="need-help-links">
        <li>
          <a href={routes.contactUs}>{t('contactUs')}</a>
        </li>
        <li>
          <a href={routes.internationalContacts}>{t('internationalContacts')}</a>
        </li>
      </ul>
      <div className="dialog-actions">
        <button type="button" className="button-secondary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </ModalDialog>
  );
}
