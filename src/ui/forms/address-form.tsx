import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { AddressInput, AddressSuggestion } from '../../api/addresses/address.schema';
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
import { useComponentSheet } from '../styles/use-component-sheet';
import { AddressReviewDialog } from './address-review-dialog';
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

export type { AddressSaveOptions };

export interface AddressFormProps {
  /** Which address the form is for: the suggestions' `addressType`, the browser's autofill section. */
  addressType: AddressType;
  /**
   * The cart the street suggestions are asked for (spec section 7: the autosuggest call is a
   * cart's). Without one (the address book) the street field offers no suggestions.
   */
  cart?: CartRef;
  /** The address to start from (editing one; or only the shopper's names). Default: blank, US. */
  defaultValues?: Partial<AddressInput>;
  /** The submit button's text, in the page's language ("Continue", "Save address"). */
  submitLabel: string;
  /** Shows "Save to my address book" (checked to start with). Default false. */
  offerSave?: boolean;
  /**
   * Saves the address that passed the rules (and the verification service, when its flag is on):
   * trimmed and normalised, no `companyName` when none was typed, `region` and `line3` '' where
   * the form has no such field. Reject to refuse it: a CHECKOUT_ERRORS `invalid`/`missing` whose
   * `subject` names a field of the form puts its message on that field; anything else goes to
   * onSaveError. Either way what was typed stays.
   */
  onSave: (address: AddressInput, options: AddressSaveOptions) => Promise<void>;
  /** Any other failure of onSave. Without it the form says the address could not be saved. */
  onSaveError?: (error: unknown) => void;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  /** Called when the form becomes different from its starting values, and back. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The address form of the checkout's shipping and billing steps, the payment step and the
 * address book (spec sections 3 and 5): names, organisation, country, state/region (for the
 * countries that have regions), street with suggestions, apartment, line 3 (line3-address-line
 * flag), town/city, postal code. The rules are namedAddressSchema, the platform's own; with the
 * address-validation-service flag on, an address that passes them is verified before it is saved.
 * A second submit while one is under way does nothing.
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
  const resolver = useMemo(
    () =>
      valibotResolver(namedAddressSchema({ line3Enabled })) as Resolver<
        AddressFormValues,
        unknown,
        NamedAddress
      >,
    [line3Enabled],
  );
  const [initialValues] = useState(() => formValuesOf(defaultValues));
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    getValues,
    reset,
    control,
    formState: { errors, isDirty, isSubmitted },
  } = useForm<AddressFormValues, unknown, NamedAddress>({
    resolver,
    defaultValues: initialValues,
  });
  const country = useWatch({ control, name: 'country' });
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

  /** The fields on screen: the only ones a refusal from the platform can be shown on. */
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
      setValue(name, fields[name] ?? '', { shouldDirty: true, shouldValidate: isSubmitted });
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
      setValue('region', '', { shouldDirty: true });
    }
  };

  /** A field's message in the page's language: a rule's key, or one of the form's own. */
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

  /** A text field of the form: label, autofill token, its error, and what it must revalidate. */
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
      <form noValidate aria-busy={busy} onSubmit={(event) => void handleSubmit(submit)(event)}>
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
                onChange: (event: { target: { value: string } }) =>
                  onCountryChange(event.target.value),
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
              // A new country is a new list: the select is built again, with the value set to
              // one of its own options (a suggestion fills country and region together).
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
        <AddressReviewDialog
          entered={review.entered}
          suggested={review.suggested}
          t={t}
          onUse={(address, choice) => void choose(address, choice)}
          onEdit={backToEdit}
        />
      )}
    </div>
  );
}

export default AddressForm;
