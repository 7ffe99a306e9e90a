import { useEffect, useRef, useState } from 'react';
import type { AddressInput } from '../../api/addresses/address.schema';
import type { NamedAddress } from '../../rules/address/named-address';
import {
  formValuesOf,
  refusedField,
  toAddressInput,
  type AddressFieldName,
  type AddressFormValues,
} from './address-form-values';
import { importAgain } from '../../core/element/import-again';
import { logError } from '../../core/platform/log';
import type { VerificationOutcome } from './address-verification';
import type { SimpleForm } from './use-simple-form';

export interface AddressSaveOptions {
  saveInAddressBook: boolean;
}

export type AddressFormBanner = 'addressRejected' | 'saveFailed' | null;

/** The verification service's REVIEW answer, waiting for the shopper's choice. */
export interface AddressReview {
  entered: AddressInput;
  suggested: AddressInput[];
}

interface AddressSubmitInput {
  form: Pick<
    SimpleForm<AddressFormValues, NamedAddress>,
    'setError' | 'reset' | 'getValues' | 'setFocus'
  >;
  verify: boolean;
  shownFields: readonly AddressFieldName[];
  saveOptions: AddressSaveOptions;
  onSave: (address: AddressInput, options: AddressSaveOptions) => Promise<void>;
  onSaveError: ((error: unknown) => void) | undefined;
  fill: (values: Partial<AddressFormValues>) => void;
}

/**
 * The verification service's answer, its code loaded when the first address is sent (with the
 * flag on). Without it the address is saved as entered, as when the service fails: it is an aid,
 * not a gate, and the platform checks the address again on save.
 */
async function verified(entered: AddressInput): Promise<VerificationOutcome> {
  try {
    const { verificationOutcome } = await importAgain(() => import('./address-verification'));
    return await verificationOutcome(entered);
  } catch (error) {
    logError('Address verification could not be loaded: the address is saved unverified', error);
    return { kind: 'save', address: entered };
  }
}

/** Verifies (flag on) then saves, one at a time; what was typed is never cleared. */
export function useAddressSubmit({
  form,
  verify,
  shownFields,
  saveOptions,
  onSave,
  onSaveError,
  fill,
}: AddressSubmitInput) {
  const [banner, setBanner] = useState<AddressFormBanner>(null);
  const [review, setReview] = useState<AddressReview | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = useRef(false);

  const finish = () => {
    pending.current = false;
    setBusy(false);
  };

  const save = async (address: AddressInput) => {
    try {
      await onSave(address, saveOptions);
      form.reset(form.getValues()); // saved: what is shown is the new starting point
    } catch (error) {
      const refused = refusedField(error, shownFields);
      if (refused) {
        const message = { type: 'server', message: refused.message };
        form.setError(refused.field, message, { shouldFocus: true });
      } else if (onSaveError) {
        onSaveError(error);
      } else {
        setBanner('saveFailed');
      }
    }
  };

  const submit = async (values: NamedAddress) => {
    if (pending.current) return; // a second submit while the first is under way
    pending.current = true;
    setBusy(true);
    setBanner(null);
    let reviewing = false;
    try {
      const entered = toAddressInput(values);
      const outcome = verify
        ? await verified(entered)
        : ({ kind: 'save', address: entered } as const);
      if (outcome.kind === 'reject') {
        setBanner('addressRejected');
      } else if (outcome.kind === 'review') {
        reviewing = true; // still under way until the shopper chooses
        setReview({ entered, suggested: outcome.suggested });
      } else {
        await save(outcome.address);
      }
    } finally {
      if (!reviewing) finish();
    }
  };

  const choose = async (address: AddressInput, choice: 'suggested' | 'entered') => {
    setReview(null);
    if (choice === 'suggested') fill(formValuesOf(address));
    try {
      await save(address);
    } finally {
      finish();
    }
  };

  // Back to the form, the street takes the focus once the dialog has closed: from the dialog's
  // own Escape the page is still inert (modal), and Firefox and Safari drop a focus moved there.
  const [editedAgain, setEditedAgain] = useState(0);
  const focusStreet = useRef(form.setFocus);
  focusStreet.current = form.setFocus;
  useEffect(() => {
    if (editedAgain > 0) focusStreet.current('line1');
  }, [editedAgain]);
  const backToEdit = () => {
    setReview(null);
    finish();
    setEditedAgain((count) => count + 1);
  };

  return { banner, review, busy, submit, choose, backToEdit };
}
