import { useId, useState } from 'react';
import type { Address, AddressInput } from '../../../api/addresses/address.schema';
import type { CardBillingAddress } from '../../../api/orders/order.schema';
import type { Translate } from '../../../core/i18n/messages';
import { AddressForm } from '../../../ui/forms/address-form';
import { AddressText } from '../../../ui/forms/address-text';
import { ChoiceOption } from '../../../ui/forms/choice-option';
import type { PaymentStepMessageKey } from './payment-step.messages';

/** `undefined` while a new address is still to be entered. */
export type CardBillingChoice = CardBillingAddress | undefined;

interface CardBillingProps {
  orderBilling: Address | undefined;
  accountAddress: Address | undefined;
  book: readonly Address[];
  onChange: (choice: CardBillingChoice) => void;
  onDirtyChange: (dirty: boolean) => void;
  t: Translate<PaymentStepMessageKey>;
}

/** A new card's billing address: the order's (default), the account's, a saved one, or a new one. */
export function CardBilling({
  orderBilling,
  accountAddress,
  book,
  onChange,
  onDirtyChange,
  t,
}: CardBillingProps) {
  const ids = useId();
  const [choice, setChoice] = useState(orderBilling ? 'order' : accountAddress ? 'account' : 'new');
  const [entered, setEntered] = useState<{ address: AddressInput; save: boolean } | undefined>();

  const choose = (value: string) => {
    setChoice(value);
    if (value === 'order') onChange({ use: 'order' });
    else if (value === 'account') onChange({ use: 'account' });
    else if (value.startsWith('book:')) onChange({ use: 'book', addressId: value.slice(5) });
    else
      onChange(
        entered
          ? { use: 'new', address: entered.address, saveInAddressBook: entered.save }
          : undefined,
      );
  };
  const radio = (value: string) => ({
    name: `${ids}-billing`,
    value,
    checked: choice === value,
    onChange: () => choose(value),
  });

  return (
    <fieldset className="choice-list card-billing">
      <legend className="choice-group">{t('billingTitle')}</legend>
      {orderBilling && (
        <ChoiceOption title={t('billingOrder')} {...radio('order')}>
          <AddressText address={orderBilling} className="choice-detail" />
        </ChoiceOption>
      )}
      {accountAddress && (
        <ChoiceOption title={t('billingAccount')} {...radio('account')}>
          <AddressText address={accountAddress} className="choice-detail" />
        </ChoiceOption>
      )}
      {book
        .filter((address) => address.id !== orderBilling?.id)
        .map((address) => (
          <ChoiceOption key={address.id} {...radio(`book:${address.id}`)}>
            <AddressText address={address} />
          </ChoiceOption>
        ))}
      <ChoiceOption title={t('billingNew')} {...radio('new')}>
        {entered && choice === 'new' && (
          <AddressText address={entered.address} className="choice-detail" />
        )}
      </ChoiceOption>
      {choice === 'new' && !entered && (
        <div className="new-address">
          <AddressForm
            addressType="BILLING"
            submitLabel={t('useAddress')}
            offerSave
            onDirtyChange={onDirtyChange}
            onSave={async (address, { saveInAddressBook }) => {
              setEntered({ address, save: saveInAddressBook });
              onChange({ use: 'new', address, saveInAddressBook });
              onDirtyChange(false);
            }}
          />
        </div>
      )}
    </fieldset>
  );
}
