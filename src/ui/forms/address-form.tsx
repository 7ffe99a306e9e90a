import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AddressInput } from '../../api/addresses/address.schema';
import type { AddressSuggestion } from '../../api/addresses/address-services.schema';
import type { AddressType } from '../../api/addresses/get-address-suggestions';
import type { CartRef } from '../../api/cart/cart-owner';
import { useTranslate } from '../../core/i18n/use-translate';
import { useFlag, useSite } from '../../core/react/use-store';
import {
  NAMED_ADDRESS_MESSAGE_PARAMS,
  namedAddressMessages,
  type NamedAddressMessageKey,
} from '../../rules/address/address-form-catalog';
import { regionsOf } from '../../rules/address/countries';
import { namedAddressSchema, type NamedAddress } from '../../rules/address/named-address';
import { isPostalCodeOptional, postalCodeExample } from '../../rules/postal-code/postal-code';
import { lazyPart, PartBoundary } from '../lazy/lazy-part';
import { useComponentSheet } from '../styles/use-component-sheet';
import { addressFormTexts, type AddressFormTextKey } from './address-form.messages';
import {
  countryOptions,
  formValuesOf,
  suggestionFields,
  type AddressFieldName,
  type AddressFormValues,
} from './address-form-values';
import css from './forms.css?inline';
import { FormField } from './form-field';
import { StreetCombobox } from './street-combobox';
import { useAddressSubmit, type AddressSaveOptions } from './use-address-submit';
import { useSimpleForm } from './use-simple-form';

export type { AddressSaveOptions };

// The verification service's suggestions, in a dialog with the addresses as text: its code loads
// as an address is sent to be verified, not with the form.
const AddressReviewDialog = lazyPart(
  () => import('./address-review-dialog'),
  (module) => module.AddressReviewDialog,
);

export interface AddressFormProps {
  /** Also the browser's autofill section. */
  addressType: AddressType;
  /** The autosuggest call is a cart's (spec section 7): without one, no street suggestions. */
  cart?: CartRef;
  defaultValues?: Partial<AddressInput>;
  submitLabel: string;
  /** Shows "Save to my address book", checked to start with. */
  offerSave?: boolean;
  /** A rejection naming a shown field lands on it; others go to onSaveError. */
  onSave: (address: AddressInput, options: AddressSaveOptions) => Promise<void>;
  onSaveError?: (error: unknown) => void;
  onCancel?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The address form of the checkout, the payment step and the address book (spec sections 3 and 5),
 * checked by namedAddressSchema and, with its flag on, the verification service before saving.
 */
export function AddressForm({
  addressType,
  cart,
  defaultValues,
  submitLabel,
  offerSave = false,
  onSave,
  onSaveError,
  onCancel,
  onDirtyChange,
}: AddressFormProps) {
  useComponentSheet(css);
  const ids = useId();
  const { language } = useSite();
  const t = useTranslate(addressFormTexts);
  const ruleText = useTranslate(namedAddressMessages);
  const line3Enabled = useFlag('line3-address-line');
  const verifyEnabled = useFlag('address-validation-service');
  const schema = useMemo(() => namedAddressSchema({ line3Enabled }), [line3Enabled]);
  const [initialValues] = useState(() => formValuesOf(defaultValues));
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    getValues,
    reset,
    watch,
    formState: { errors, isDirty, isSubmitted },
  } = useSimpleForm<AddressFormValues, NamedAddress>({ schema, defaultValues: initialValues });
  const country = watch('country');
  const regions = regionsOf(country);

  const [saveInAddressBook, setSaveInAddressBook] = useState(true);

  const reportedDirty = useRef(false);
  useEffect(() => {
    if (isDirty === reportedDirty.current) return;
    reportedDirty.current = isDirty;
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  const countries = useMemo(
    () => countryOptions(language, initialValues.country),
    [language, initialValues.country],
  );

  // Only fields on screen can show a refusal from the platform.
  const shownFields: AddressFieldName[] = [
    'firstName',
    'lastName',
    'companyName',
    'country',
    ...(regions.length > 0 ? (['region'] as const) : []),
    'line1',
    'line2',
    ...(line3Enabled ? (['line3'] as const) : []),
    'town',
    'postalCode',
  ];

  const fill = (fields: Partial<AddressFormValues>) => {
    // The country first: the region select then lists the new country's regions.
    const names = Object.keys(fields).sort((a, b) =>
      a === 'country' ? -1 : b === 'country' ? 1 : 0,
    ) as AddressFieldName[];
    for (const name of names) {
      setValue(name, fields[name] ?? '', { shouldValidate: isSubmitted });
    }
  };

  const pickSuggestion = (suggestion: AddressSuggestion) => {
    fill(suggestionFields(suggestion, getValues()));
    // Suggestions stop at the building: the apartment or suite is next.
    setFocus('line2');
  };

  const { banner, review, busy, submit, choose, backToEdit } = useAddressSubmit({
    form: { setError, reset, getValues, setFocus },
    verify: verifyEnabled,
    shownFields,
    saveOptions: { saveInAddressBook: offerSave && saveInAddressBook },
    onSave,
    onSaveError,
    fill,
  });

  const onCountryChange = (next: string) => {
    const region = getValues('region');
    if (region && !regionsOf(next).some(({ shortCode }) => shortCode === region)) {
      setValue('region', '');
    }
  };

  const errorText = (name: AddressFieldName): string | undefined => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    if (Object.hasOwn(namedAddressMessages.en, message))
      return ruleText(message as NamedAddressMessageKey, NAMED_ADDRESS_MESSAGE_PARAMS);
    if (Object.hasOwn(addressFormTexts.en, message)) return t(message as AddressFormTextKey);
    return message;
  };

  const id = (name: AddressFieldName) => `${ids}-${name}`;
  const section = addressType === 'SHIPPING' ? 'shipping' : 'billing';
  const autofill = (token: string) => `section-${section} ${section} ${token}`;
  const postalExample = postalCodeExample(country);
  const postalLabel =
    country === 'US'
      ? t('zipCode')
      : isPostalCodeOptional(country)
        ? t('eircode')
        : t('postalCode');

  const textField = (
    name: Exclude<AddressFieldName, 'country' | 'region' | 'line1' | 'postalCode'>,
    label: string,
    token: string,
    { required = false, deps }: { required?: boolean; deps?: AddressFieldName[] } = {},
  ) => (
    <FormField id={id(name)} label={label} error={errorText(name)} required={required}>
      {(aria) => (
        <input
          {...aria}
          type="text"
          autoComplete={autofill(token)}
          {...register(name, deps ? { deps } : {})}
        />
      )}
    </FormField>
  );

  return (
    <div className="address-form">
      <form
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          if (verifyEnabled) AddressReviewDialog.prefetch();
          void handleSubmit(submit)(event);
        }}
      >
        {banner && (
          <p className="form-banner" role="alert">
            {t(banner)}
          </p>
        )}
        <div className="form-row">
          {textField('firstName', t('firstName'), 'given-name', {
            required: true,
            deps: ['line1'],
          })}
          {textField('lastName', t('lastName'), 'family-name', { required: true, deps: ['line1'] })}
        </div>
        {textField('companyName', t('companyName'), 'organization', { deps: ['line1'] })}
        <FormField id={id('country')} label={t('country')} error={errorText('country')} required>
          {(aria) => (
            <select
              {...aria}
              autoComplete={autofill('country')}
              {...register('country', {
                deps: ['region', 'postalCode'],
                onChange: (event) => onCountryChange(event.target.value),
              })}
            >
              {countries.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={id('line1')}
          label={t('line1')}
          hint={t('line1Hint')}
          error={errorText('line1')}
          required
        >
          {(aria) => (
            <StreetCombobox
              aria={aria}
              field={register('line1')}
              autoComplete={autofill('address-line1')}
              cart={cart}
              addressType={addressType}
              lang={language}
              language={language}
              texts={{
                listbox: t('suggestionsLabel'),
                count: (count) =>
                  count === 1 ? t('suggestionsOne') : t('suggestionsMany', { count }),
              }}
              onPick={pickSuggestion}
            />
          )}
        </FormField>
        {textField('line2', t('line2'), 'address-line2')}
        {line3Enabled && textField('line3', t('line3'), 'address-line3')}
        {textField('town', t('town'), 'address-level2', { required: true })}
        <div className="form-row">
          {regions.length > 0 && (
            <FormField
              // Rebuilt per country, so a suggestion's region is one of the new options.
              key={country}
              id={id('region')}
              label={t('region')}
              error={errorText('region')}
              required
            >
              {(aria) => (
                <select {...aria} autoComplete={autofill('address-level1')} {...register('region')}>
                  <option value="">{t('chooseRegion')}</option>
                  {regions.map(({ shortCode, name }) => (
                    <option key={shortCode} value={shortCode}>
                      {name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <FormField
            id={id('postalCode')}
            label={postalLabel}
            hint={postalExample && t('postalCodeHint', { example: postalExample })}
            error={errorText('postalCode')}
            required={!isPostalCodeOptional(country)}
          >
            {(aria) => (
              <input
                {...aria}
                type="text"
                autoComplete={autofill('postal-code')}
                {...register('postalCode')}
              />
            )}
          </FormField>
        </div>
        {offerSave && (
          <label className="form-check">
            <input
              type="checkbox"
              checked={saveInAddressBook}
              onChange={(event) => setSaveInAddressBook(event.target.checked)}
            />
            {t('saveInAddressBook')}
          </label>
        )}
        <div className="form-actions">
          {/* aria-disabled, not disabled: the button keeps focus while saving (a disabled one
              drops it to the page); a submit meanwhile is ignored by useAddressSubmit. */}
          <button type="submit" className="button-primary" aria-disabled={busy}>
            {busy ? t('saving') : submitLabel}
          </button>
          {onCancel && (
            <button type="button" className="button-secondary" onClick={onCancel}>
              {t('cancel')}
            </button>
          )}
        </div>
      </form>
      {review && (
        <PartBoundary>
          <AddressReviewDialog
            entered={review.entered}
            suggested={review.suggested}
            onUse={(address, choice) => void choose(address, choice)}
            onEdit={backToEdit}
          />
        </PartBoundary>
      )}
    </div>
  );
}

export default AddressForm;
