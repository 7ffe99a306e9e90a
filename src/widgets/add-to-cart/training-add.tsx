import { useCallback, useRef, useState } from 'react';
import { PartBoundary } from '../../ui/lazy/lazy-part';
import { addEntries, type CartLine } from '../../api/cart/cart-mutations';
import { cartOwner } from '../../api/cart/cart-owner';
import type { CartModification } from '../../api/cart/cart.schema';
import type { Product } from '../../api/products/product.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { useCore } from '../../core/react/core-context';
import { useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { cartMessages } from '../../rules/cart/cart.messages';
import type { TrainingDetails } from '../../rules/training/training-details';
import { prefetchCartAnalytics, trackAdded } from '../../ui/cart/lazy-cart-analytics';
import { entriesOfModifications } from '../../ui/cart/cart-updated';
import { useCartAction } from '../../ui/cart/use-cart-action';
import { LazyTrainingDialog, prefetchTrainingDialog } from '../../ui/training/lazy-training-parts';
import type { TrainingSaveResult } from '../../ui/training/training-dialog';
import { addToCartMessages } from './add-to-cart.messages';

const performAdd = (line: CartLine, requestId: string) =>
  addEntries(cartOwner(), [line], requestId);
const fingerprint = (line: CartLine) => JSON.stringify(line);

interface TrainingAddProps {
  product: Product;
  signedIn: boolean;
  /** The cart's owner is known. */
  ready: boolean;
}

/** Adds an online training with its details from its dialog; a visitor signs in first. */
export function TrainingAdd({ product, signedIn, ready }: TrainingAddProps) {
  const t = useTranslate(addToCartMessages);
  const tc = useTranslate(cartMessages);
  const site = useSite();
  const core = useCore();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [added, setAdded] = useState('');
  const lastError = useRef<unknown>(undefined);
  const perform = useCallback(async (line: CartLine, requestId: string) => {
    try {
      return await performAdd(line, requestId);
    } catch (error) {
      lastError.current = error;
      throw error;
    }
  }, []);
  const action = useCartAction<CartLine, CartModification[]>(perform, fingerprint, {
    action: 'added',
    requested: (line) => [{ productCode: line.code, quantity: line.quantity }],
    changed: (modifications, line) => entriesOfModifications(modifications, line.code),
    // The dialog shows a refused field beside it; the page hears the add's own failure.
    message: () => t('failed'),
  });

  if (!signedIn) {
    const here = `${globalThis.location?.pathname ?? '/'}${globalThis.location?.search ?? ''}`;
    return (
      <div className="add-to-cart" part="base" data-state="sign-in">
        <p className="message" part="message">
          {tc('onlineTraining.signInToAdd')}{' '}
          <a href={storeRoutes(site).login({ returnTo: here })}>{t('signIn')}</a>
        </p>
      </div>
    );
  }

  const save = async (details: TrainingDetails): Promise<TrainingSaveResult> => {
    lastError.current = undefined;
    prefetchCartAnalytics();
    const modifications = await action.run({
      code: product.code,
      quantity: 1,
      trainingDetails: details,
    });
    if (!modifications) return { saved: false, error: lastError.current };
    void trackAdded(core, modifications, cartOwner());
    setOpen(false);
    setAdded(t('added'));
    return { saved: true };
  };

  return (
    <div className="add-to-cart" part="base" data-state={added ? 'added' : 'ready'}>
      <button
        type="button"
        className="add"
        part="button"
        disabled={!ready}
        onPointerEnter={prefetchTrainingDialog}
        onFocus={prefetchTrainingDialog}
        onClick={() => {
          setAdded('');
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t('add')}
      </button>
      {/* The page's own note under the button (a slot: the page's markup, read in its place). */}
      <slot name="note" />
      <p className="message" part="message" role="status">
        {added}
      </p>
      <p className="message note" part="message">
        {t('trainingNote')}
      </p>
      {loaded && (
        <PartBoundary>
          <LazyTrainingDialog
            open={open}
            mode="add"
            productName={product.name}
            onSave={save}
            onClose={() => setOpen(false)}
          />
        </PartBoundary>
      )}
    </div>
  );
}
