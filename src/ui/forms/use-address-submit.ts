import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AddressInput } from '../../api/addresses/address.schema';
import type { NamedAddress } from '../../rules/address/named-address';
import {
  formValuesOf,
  refusedField,
  toAddressInput,
  type AddressFieldName,
  type AddressFormValues,
} from './address-form-values';
import { verificationOutcome } from './address-verification';

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
    UseFormReturn<AddressFormValues, unknown, NamedAddress>,
    'setError' | 'reset' | 'getValues' | 'setFocus'
  >;
  verify: boolean;
  shownFields: readonly AddressFieldName[];
  saveOptions: AddressSaveOptions;
  onSave: (address: AddressInput, options: AddressSaveOptions) => Promise<void>;
  onSaveError: ((error: unknown) => void) | undefined;
  fill: (values: Partial<AddressFormValues>) => void;
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
        ? await verificationOutcome(entered)
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

  const backToEdit = () => {
    setReview(null);
    finish();
    form.setFocus('line1');
  };

  return { banner, review, busy, submit, choose, backToEdit };
}
