import { useCallback, useId, useRef, useState } from 'react';
import type { CartRef } from '../../api/cart/cart-owner';
import type { Cart } from '../../api/cart/cart.schema';
import { saveCart } from '../../api/cart/cart-mutations';
import { cartMessages, type CartMessageKey } from '../../rules/cart/cart.messages';
import {
  CART_DESCRIPTION_MAX_LENGTH,
  CART_NAME_MAX_LENGTH,
  SAVE_CART_PARAMS,
  SaveCartSchema,
  charactersLeftMessage,
  type SaveCartInput,
  type SaveCartValues,
} from '../../rules/cart/save-cart';
import { useCartAction } from '../../ui/cart/use-cart-action';
import { ModalDialog } from '../../ui/dialog/modal-dialog';
import { useSimpleForm } from '../../ui/forms/use-simple-form';
import { rulesMessage, saveFailure, type PageMessage } from './cart-page-rules';

const saveFingerprint = (values: SaveCartValues) => `${values.name}\n${values.description ?? ''}`;

interface SaveCartDialogProps {
  open: boolean;
  cartRef: CartRef;
  say: (message: PageMessage) => string;
  onClose: () => void;
  onSaved: (saved: Cart) => void;
}

/**
 * The save cart dialog (spec sections 2, 3 and 5), validated by SaveCartSchema as the platform
 * does; a refusal goes to its field and keeps what was typed.
 */
export function SaveCartDialog({ open, cartRef, say, onClose, onSaved }: SaveCartDialogProps) {
  const ids = useId();
  const lastError = useRef<unknown>(undefined);
  const [formError, setFormError] = useState<PageMessage | null>(null);
  const perform = useCallback(
    async (values: SaveCartValues, requestId: string): Promise<Cart> => {
      try {
        return await saveCart(cartRef, values, requestId);
      } catch (error) {
        lastError.current = error;
        throw error;
      }
    },
    [cartRef],
  );
  const save = useCartAction(perform, saveFingerprint);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useSimpleForm<Required<SaveCartInput>, SaveCartValues>({
    schema: SaveCartSchema,
    defaultValues: { name: '', description: '' },
  });
  const description = watch('description');

  const submit = async (values: SaveCartValues) => {
    setFormError(null);
    lastError.current = undefined;
    const saved = await save.run(values);
    if (saved) {
      reset();
      onSaved(saved);
      return;
    }
    if (lastError.current === undefined) return; // a second submit while the first is in flight
    const failure = saveFailure(lastError.current);
    if (failure.field) {
      setError(
        failure.field,
        { type: 'server', message: failure.message.key },
        { shouldFocus: true },
      );
    } else {
      setFormError(failure.message);
    }
  };

  /** The schema's and the platform's messages are cart.messages keys. */
  const fieldText = (message: string | undefined) =>
    message === undefined
      ? undefined
      : message in cartMessages.en
        ? say({ catalog: 'rules', key: message as CartMessageKey, params: SAVE_CART_PARAMS })
        : message;
  const nameError = fieldText(errors.name?.message);
  const descriptionError = fieldText(errors.description?.message);
  const busy = isSubmitting || save.state.status === 'pending';
  const nameId = `${ids}-name`;
  const descriptionId = `${ids}-description`;

  return (
    <ModalDialog
      open={open}
      title={say({ catalog: 'page', key: 'saveTitle' })}
      onClose={onClose}
      className="save-cart-dialog"
    >
      <form noValidate aria-busy={busy} onSubmit={(event) => void handleSubmit(submit)(event)}>
        {formError && (
          <p className="form-error" role="alert">
            {say(formError)}
          </p>
        )}
        <div className="field">
          <label htmlFor={nameId}>{say({ catalog: 'page', key: 'cartName' })}</label>
          <input
            id={nameId}
            type="text"
            autoComplete="off"
            maxLength={CART_NAME_MAX_LENGTH}
            aria-invalid={nameError !== undefined}
            aria-describedby={nameError ? `${nameId}-error ${nameId}-hint` : `${nameId}-hint`}
            {...register('name')}
          />
          <span id={`${nameId}-hint`} className="field-hint">
            {say({ catalog: 'page', key: 'cartNameHint' })}
          </span>
          {nameError && (
            <span id={`${nameId}-error`} className="field-error" role="alert">
              {nameError}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor={descriptionId}>{say({ catalog: 'page', key: 'description' })}</label>
          <textarea
            id={descriptionId}
            rows={3}
            maxLength={CART_DESCRIPTION_MAX_LENGTH}
            aria-invalid={descriptionError !== undefined}
            aria-describedby={
              descriptionError
                ? `${descriptionId}-error ${descriptionId}-counter`
                : `${descriptionId}-counter`
            }
            {...register('description')}
          />
          <span id={`${descriptionId}-counter`} className="field-hint counter" aria-live="polite">
            {say(rulesMessage(charactersLeftMessage(description)))}
          </span>
          {descriptionError && (
            <span id={`${descriptionId}-error`} className="field-error" role="alert">
              {descriptionError}
            </span>
          )}
        </div>
        <div className="dialog-actions">
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? say({ catalog: 'page', key: 'saving' }) : say({ catalog: 'page', key: 'save' })}
          </button>
          <button type="button" className="button-secondary" onClick={onClose}>
            {say({ catalog: 'page', key: 'cancel' })}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

export default SaveCartDialog;
