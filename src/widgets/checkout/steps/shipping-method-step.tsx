import { useEffect, useId, useState, type FormEvent } from 'react';
import type { DeliveryMode } from '../../../api/checkout/delivery-and-totals.schema';
import { useDeliveryModes } from '../../../api/checkout/get-delivery-modes';
import { useSite } from '../../../core/react/use-store';
import { NOTE_TEXT, orderNotes } from '../flow/checkout-summary';
import { StepActions, StepError, WhenLoaded, saveFailureMessage } from './step-parts';
import { ChoiceOption } from '../../../ui/forms/choice-option';
import type { StepProps } from './step-props';
import { useTranslate } from '../../../core/i18n/use-translate';
import { laterStepMessages } from './later-step.messages';

/** Shipping method (spec sections 2 and 9): the address's delivery modes and shipping notes. */
export function ShippingMethodStep(props: StepProps) {
  const { checkout, t } = props;
  const modes = useDeliveryModes(checkout.deliveryAddress?.id);
  return (
    <WhenLoaded query={modes} rows={2} t={t}>
      {(data) => <ShippingMethodForm {...props} modes={data} />}
    </WhenLoaded>
  );
}

function ShippingMethodForm({
  checkout,
  cart,
  saver,
  onSaved,
  onDirtyChange,
  onBack,
  t,
  text,
  modes,
}: StepProps & { modes: readonly DeliveryMode[] }) {
  const tl = useTranslate(laterStepMessages);
  const ids = useId();
  const formId = `${ids}-form`;
  const site = useSite();
  const [initial] = useState(() => {
    const saved = checkout.deliveryMode?.code;
    return modes.some((mode) => mode.code === saved) ? saved : undefined;
  });
  const [code, setCode] = useState(initial);
  const [banner, setBanner] = useState<string | undefined>();
  useEffect(() => onDirtyChange(code !== initial), [code, initial, onDirtyChange]);
  const notes = orderNotes(cart, checkout, site.locale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    if (!code) {
      setBanner(modes.length === 0 ? tl('noDeliveryModes') : t('deliveryModeRequired'));
      return;
    }
    const outcome = await saver.save('delivery-mode', { code });
    if (outcome.ok) onSaved(outcome.state);
    else setBanner(saveFailureMessage(outcome, t));
  };

  return (
    <>
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <StepError>{banner}</StepError>
        {/* OCC offers none for an address nothing ships to: say so rather than show no choice. */}
        {modes.length === 0 && !banner && (
          <p className="checkout-message">{tl('noDeliveryModes')}</p>
        )}
        <fieldset className="choice-list">
          <legend className="visually-hidden">{text('shippingMethodTitle')}</legend>
          {modes.map((mode) => (
            <ChoiceOption
              key={mode.code}
              name="delivery-mode"
              value={mode.code}
              checked={code === mode.code}
              onChange={() => setCode(mode.code)}
              title={tl('deliveryModeLabel', { name: mode.name, description: mode.description })}
              price={mode.deliveryCost.formattedValue}
            />
          ))}
        </fieldset>
        {notes.length > 0 && (
          <ul className="shipping-notes">
            {notes.map((note) => (
              <li key={note}>{text(NOTE_TEXT[note])}</li>
            ))}
          </ul>
        )}
      </form>
      <StepActions form={formId} saver={saver} onBack={onBack} t={t} />
    </>
  );
}
