import { useTranslate } from '../../core/i18n/use-translate';
import { ModalDialog } from '../../ui/dialog/modal-dialog';
import { countryModalMessages } from './country-modal.messages';
import { storeRoutes } from '../../core/routes/routes';
import { useSite } from '../../core/react/use-store';

interface CountryModalProps {
  open: boolean;
  onClose: () => void;
}

/** "Your country could not be identified" (spec section 2), hidden until the core reports it. */
export function CountryModal({ open, onClose }: CountryModalProps) {
  const site = useSite();
  const t = useTranslate(countryModalMessages);
  return (
    <ModalDialog
      open={open}
      title={t('countryModalTitle')}
      onClose={onClose}
      className="country-modal"
    >
      <p>{t('countryModalBody')}</p>
      <div className="dialog-actions">
        <a className="button-primary" href={storeRoutes(site).internationalContacts}>
          {t('countryModalLink')}
        </a>
        <button type="button" className="button-secondary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </ModalDialog>
  );
}
