import { useEffect, useId, useRef } from 'react';
import type { Translate } from '../../core/i18n/messages';
import type { HeaderMessageKey } from './header.messages';
import { INTERNATIONAL_CONTACTS_PATH } from './header-links';

interface CountryModalProps {
  open: boolean;
  onClose: () => void;
  t: Translate<HeaderMessageKey>;
}

/**
 * "Your country could not be identified" (spec section 2), hidden until the core reports it.
 * A native modal <dialog> gives focus containment, Escape and the top layer, all inside our
 * shadow root, so host page z-indexes cannot cover it.
 */
export function CountryModal({ open, onClose, t }: CountryModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="country-modal" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{t('countryModalTitle')}</h2>
      <p>{t('countryModalBody')}</p>
      <div className="dialog-actions">
        <a className="button-primary" href={INTERNATIONAL_CONTACTS_PATH}>
          {t('countryModalLink')}
        </a>
        <button type="button" className="button-secondary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </dialog>
  );
}
