import { useCore } from '../../../core/react/core-context';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { Address, AddressInput } from '../../../api/addresses/address.schema';
import { addressesQueryOptions, useAddresses } from '../../../api/addresses/get-addresses';
import type { CartRef } from '../../../api/cart/cart-owner';
import { checkoutErrorOf } from '../../../api/checkout/checkout-errors';
import { prefetchTypedAddressSaves } from '../../../api/checkout/set-checkout-choice';
import { useSession } from '../../../core/react/use-store';
import { AddressForm, type AddressSaveOptions } from '../../../ui/forms/address-form';
import { AddressText } from '../../../ui/forms/address-text';
import { StepActions, StepError, WhenLoaded, saveFailureMessage } from './step-parts';
import { ChoiceOption } from '../../../ui/forms/choice-option';
import type { StepProps } from './step-props';
import { useTranslate } from '../../../core/i18n/use-translate';
import { laterStepMessages } from './later-step.messages';

const NEW = '__new__';
const SAME = '__same__';
const CURRENT_CART: CartRef = { userId: 'current', cartId: 'current' };

type Kind = 'delivery' | 'billing';

/** The shipping or billing address step: from the book, the order's own, or new (spec section 2). */
function AddressStep(props: StepProps & { kind: Kind }) {
  const { userId, t } = props;
  const addresses = useAddresses(userId);
  // A typed address's save is a file of its own: fetched while the shopper chooses or types.
  useEffect(prefetchTypedAddressSaves, []);
  return (
    <WhenLoaded query={addresses} rows={3} t={t}>
      {(data) => <AddressChoice {...props} book={data} />}
    </WhenLoaded>
  );
}

export function ShippingAddressStep(props: StepProps) {
  return <AddressStep {...props} kind="delivery" />;
}

export function BillingAddressStep(props: StepProps) {
  return <AddressStep {...props} kind="billing" />;
}

function AddressChoice({
  kind,
  book,
  checkout,
  userId,
  saver,
  onSaved,
  onDirtyChange,
  onBack,
  t,
}: StepProps & { kind: Kind; book: readonly Address[] }) {
  const tl = useTranslate(laterStepMessages);
  const ids = useId();
  const formId = `${ids}-form`;
  const { queries } = useCore();
  const { user } = useSession();
  const [banner, setBanner] = useState<string | undefined>();
  const onOrder = kind === 'delivery' ? checkout.deliveryAddress : checkout.billingAddress;
  // A one-off address on the order that is not in the book.
  const extra = onOrder && !book.some((a) => a.id === onOrder.id) ? [onOrder] : [];
  const options = [...extra, ...book];
  const offerSame = kind === 'billing' && checkout.deliveryAddress !== undefined;

  const [initial] = useState(() => {
    if (kind === 'billing' && (checkout.billingSameAsShipping || !onOrder) && offerSame)
      return SAME;
    if (onOrder) return onOrder.id;
    const preferred = book.find((a) =>
      kind === 'delivery' ? a.defaultShipping : a.defaultBilling,
    );
    return preferred?.id ?? book[0]?.id ?? NEW;
  });
  const [choice, setChoice] = useState(initial);
  const [formDirty, setFormDirty] = useState(false);
  useEffect(
    () => onDirtyChange(choice !== initial || formDirty),
    [choice, initial, formDirty, onDirtyChange],
  );

  const radio = (value: string) => ({
    name: `${ids}-address`,
    value,
    checked: choice === value,
    onChange: () => setChoice(value),
  });
  const choiceName = kind === 'delivery' ? 'delivery-address' : 'billing-address';
  const missing = kind === 'delivery' ? t('deliveryAddressRequired') : t('billingAddressRequired');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    if (!choice || choice === NEW) {
      setBanner(missing);
      return;
    }
    const outcome =
      choice === SAME
        ? await saver.save('billing-address', { sameAsShipping: true })
        : await saver.save(choiceName, { addressId: choice });
    if (outcome.ok) onSaved(outcome.state);
    else {
      if (outcome.reason === 'addressNotFound')
        void queries.invalidate(addressesQueryOptions(userId));
      setBanner(saveFailureMessage(outcome, t));
    }
  };

  /** A refusal stays in the form. */
  const saveNew = useCallback(
    async (address: AddressInput, { saveInAddressBook }: AddressSaveOptions) => {
      setBanner(undefined);
      const outcome = await saver.save(choiceName, { address, saveInAddressBook });
      if (outcome.ok) {
        // The book's new entry has the order address's id: add it locally, no re-read.
        const added =
          kind === 'delivery' ? outcome.state.deliveryAddress : outcome.state.billingAddress;
        if (saveInAddressBook && added) {
          queries.setData<Address[]>(addressesQueryOptions(userId).queryKey, (book) =>
            book && !book.some((a) => a.id === added.id) ? [...book, added] : book,
          );
        }
        onSaved(outcome.state);
        return;
      }
      if (outcome.reason === 'busy' || outcome.reason === 'cartModified') return;
      throw outcome.error;
    },
    [saver, choiceName, queries, userId, onSaved, kind],
  );
  const onSaveError = useCallback(
    (error: unknown) => {
      const reason = checkoutErrorOf(error);
      setBanner(saveFailureMessage({ ok: false, error, reason }, t));
    },
    [t],
  );

  const defaults: Partial<AddressInput> = {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
  };
  return (
    <>
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <StepError>{banner}</StepError>
        <fieldset className="choice-list">
          <legend className="visually-hidden">{tl('savedAddresses')}</legend>
          {offerSame && (
            <ChoiceOption title={tl('sameAsShipping')} {...radio(SAME)}>
              {checkout.deliveryAddress && (
                <AddressText address={checkout.deliveryAddress} className="choice-detail" />
              )}
            </ChoiceOption>
          )}
          {options.map((address) => (
            <ChoiceOption
              key={address.id}
              detail={
                (kind === 'delivery' ? address.defaultShipping : address.defaultBilling) &&
                tl('defaultAddress')
              }
              {...radio(address.id)}
            >
              <AddressText address={address} />
            </ChoiceOption>
          ))}
          {options.length === 0 && <p className="choice-empty">{tl('noAddresses')}</p>}
          <ChoiceOption title={tl('newAddress')} {...radio(NEW)} />
        </fieldset>
      </form>
      {choice === NEW ? (
        <div className="new-address">
          <AddressForm
            addressType={kind === 'delivery' ? 'SHIPPING' : 'BILLING'}
            cart={CURRENT_CART}
            defaultValues={defaults}
            submitLabel={t('continue')}
            offerSave
            onSave={saveNew}
            onSaveError={onSaveError}
            onDirtyChange={setFormDirty}
          />
          {onBack && (
            <div className="step-actions">
              <button type="button" className="button-secondary" onClick={onBack}>
                {t('back')}
              </button>
            </div>
          )}
        </div>
      ) : (
        <StepActions form={formId} saver={saver} onBack={onBack} t={t} />
      )}
    </>
  );
}
