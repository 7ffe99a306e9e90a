import { useEffect, useId, useState } from 'react';
import type { Address, AddressInput } from '../../api/addresses/address.schema';
import { useAddresses } from '../../api/addresses/get-addresses';
import type { NewCardBilling } from '../../api/payment-cards/card-details.schema';
import type { Translate } from '../../core/i18n/messages';
import { AddressForm } from '../../ui/forms/address-form';
import { AddressText } from '../../ui/forms/address-text';
import { ChoiceOption } from '../../ui/forms/choice-option';
import { RetryAlert } from '../../ui/feedback/retry-alert';
import type { CardChangesMessageKey } from './card-changes.messages';

/** `undefined` while a new address is still to be entered. */
export type CardBillingValue = NewCardBilling | undefined;

interface CardBillingChoiceProps {
  userId: string;
  onChange: (billing: CardBillingValue) => void;
  error?: string | undefined;
  t: Translate<CardChangesMessageKey>;
}

const defaultFirst = (book: readonly Address[]) => [
  ...book.filter((address) => address.defaultBilling),
  ...book.filter((address) => !address.defaultBilling),
];

/** A new card's billing address: one of the book (default billing first) or a new one. */
export function CardBillingChoice({ userId, onChange, error, t }: CardBillingChoiceProps) {
  const ids = useId();
  const book = useAddresses(userId);
  const addresses = book.data ? defaultFirst(book.data) : undefined;
  const [choice, setChoice] = useState<string | undefined>();
  const [entered, setEntered] = useState<{ address: AddressInput; save: boolean } | undefined>();
  const [draft, setDraft] = useState<AddressInput | undefined>();

  const valueOf = (value: string): CardBillingValue => {
    if (value.startsWith('book:')) return { use: 'book', addressId: value.slice(5) };
    return entered
      ? { use: 'new', address: entered.address, saveInAddressBook: entered.save }
      : undefined;
  };
  const choose = (value: string) => {
    setChoice(value);
    onChange(valueOf(value));
  };

  const first = addresses?.[0];
  const loaded = addresses !== undefined;
  useEffect(() => {
    if (!loaded || choice !== undefined) return;
    const value = first ? `book:${first.id}` : 'new';
    setChoice(value);
    onChange(first ? { use: 'book', addressId: first.id } : undefined);
  }, [loaded, first, choice, onChange]);

  if (book.isError && !addresses) {
    return (
      <RetryAlert
        message={t('billingLoadFailed')}
        retryLabel={t('tryAgain')}
        onRetry={() => void book.refetch()}
      />
    );
  }
  if (!addresses) {
    return (
      <p className="hint" role="status">
        {t('billingLoading')}
      </p>
    );
  }

  const radio = (value: string) => ({
    name: `${ids}-billing`,
    value,
    checked: choice === value,
    onChange: () => choose(value),
  });

  return (
    <fieldset
      className="choice-list card-billing"
      aria-describedby={[`${ids}-hint`, error ? `${ids}-error` : ''].filter(Boolean).join(' ')}
    >
      <legend className="choice-group">{t('billingTitle')}</legend>
      <p id={`${ids}-hint`} className="hint">
        {t('billingHint')}
      </p>
      {addresses.map((address) => (
        <ChoiceOption
          key={address.id}
          detail={address.defaultBilling ? t('billingDefault') : undefined}
          {...radio(`book:${address.id}`)}
        >
          <AddressText address={address} />
        </ChoiceOption>
      ))}
      <ChoiceOption title={t('billingNew')} {...radio('new')}>
        {entered && choice === 'new' && (
          <AddressText address={entered.address} className="choice-detail" />
        )}
      </ChoiceOption>
      {choice === 'new' && entered ? (
        <p className="actions">
          <button
            type="button"
            className="button-link"
            onClick={() => {
              setDraft(entered.address);
              setEntered(undefined);
              onChange(undefined);
            }}
          >
            {t('changeAddress')}
          </button>
        </p>
      ) : null}
      {choice === 'new' && !entered && (
        <div className="new-address">
          <AddressForm
            addressType="BILLING"
            submitLabel={t('useAddress')}
            defaultValues={draft}
            offerSave
            onSave={async (address, { saveInAddressBook }) => {
              setEntered({ address, save: saveInAddressBook });
              onChange({ use: 'new', address, saveInAddressBook });
            }}
          />
        </div>
      )}
      {error ? (
        <p id={`${ids}-error`} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
