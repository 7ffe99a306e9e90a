import type { Translate } from '../../core/i18n/messages';
import { ModalDialog } from '../../ui/modal-dialog';
import type { HeaderMessageKey } from './header.messages';
import { INTERNATIONAL_CONTACTS_PATH } from './header-links';

interface CountryModalProps {
  open: boolean;
  onClose: () => void;
  t: Translate<HeaderMessageKey>;
}

/** "Your country could not be identified" (spec section 2), hidden until the core reports it. */
export function CountryModal({ open, onClose, t }: CountryModalProps) {
  return (
    <ModalDialog
      open={open}
      title={t('countryModalTitle')}
      onClose={onClose}
      className="country-modal"
    >
      <p>{t('countryModalBody')}</p>
      <div className="dialog-actions">
        <a className="button-primary" href={INTERNATIONAL_CONTACTS_PATH}>
          {t('countryModalLink')}
        </a>
        <button type="button" className="button-secondary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </ModalDialog>
  );
}
