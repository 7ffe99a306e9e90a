import { useId, useState } from 'react';
import type { AddressInput } from '../../api/addresses/address.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { ModalDialog } from '../dialog/modal-dialog';
import { useComponentSheet } from '../styles/use-component-sheet';
import css from './address-review-dialog.css?inline';
import { AddressText } from './address-text';
import { addressReviewMessages } from './address-review.messages';

interface AddressReviewDialogProps {
  entered: AddressInput;
  /** What the verification service suggests instead (at least one). */
  suggested: readonly AddressInput[];
  onUse: (address: AddressInput, choice: 'suggested' | 'entered') => void;
  /** Back to the form, as typed (also Escape). */
  onEdit: () => void;
}

/** The verification service's REVIEW answer; one mount per answer. */
export function AddressReviewDialog({
  entered,
  suggested,
  onUse,
  onEdit,
}: AddressReviewDialogProps) {
  useComponentSheet(css);
  const t = useTranslate(addressReviewMessages);
  const name = useId();
  const [choice, setChoice] = useState(0);
  const choices = [...suggested, entered];
  const title = (at: number) =>
    at === suggested.length
      ? t('enteredAddress')
      : suggested.length === 1
        ? t('suggestedAddress')
        : t('suggestedAddressNumbered', { number: at + 1 });

  return (
    <ModalDialog open title={t('reviewTitle')} onClose={onEdit} className="address-review-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const address = choices[choice] ?? entered;
          onUse(address, choice === suggested.length ? 'entered' : 'suggested');
        }}
      >
        <fieldset className="address-choices">
          <legend>{t('reviewIntro')}</legend>
          {choices.map((address, at) => (
            <label key={at} className="address-choice">
              <input
                type="radio"
                name={name}
                value={at}
                checked={choice === at}
                onChange={() => setChoice(at)}
              />
              <span className="address-choice-body">
                <strong className="address-choice-title">{title(at)} </strong>
                <AddressText address={address} />
              </span>
            </label>
          ))}
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button-primary">
            {t('useAddress')}
          </button>
          <button type="button" className="button-secondary" onClick={onEdit}>
            {t('editAddress')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
