import { useCallback, useRef, useState } from 'react';
import { PartBoundary } from '../../ui/lazy/lazy-part';
import type { CartRef } from '../../api/cart/cart-owner';
import type { CartEntry, CartModification } from '../../api/cart/cart.schema';
import { setTrainingDetails } from '../../api/cart/cart-mutations';
import { useTranslate } from '../../core/i18n/use-translate';
import type { TrainingDetails } from '../../rules/training/training-details';
import { useCartAction } from '../../ui/cart/use-cart-action';
import { useComponentSheet } from '../../ui/styles/use-component-sheet';
import summaryCss from '../../ui/training/training-summary.css?inline';
import {
  LazyTrainingDetailsSummary,
  LazyTrainingDialog,
  prefetchTrainingDialog,
} from '../../ui/training/lazy-training-parts';
import type { TrainingSaveResult } from '../../ui/training/training-dialog';
import { trainingSummaryMessages } from '../../ui/training/training-summary.messages';

interface SaveInput {
  entryNumber: number;
  details: TrainingDetails;
}

const fingerprint = (input: SaveInput) => JSON.stringify(input);

interface TrainingEntryDetailsProps {
  entry: CartEntry;
  cartRef: CartRef;
  announce: (text: string) => void;
}

/**
 * An online training entry's details (spec section 3), or that checkout still needs them; the cart
 * renders it for a training line only.
 */
export function TrainingEntryDetails({ entry, cartRef, announce }: TrainingEntryDetailsProps) {
  const t = useTranslate(trainingSummaryMessages);
  useComponentSheet(summaryCss);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const lastError = useRef<unknown>(undefined);
  const perform = useCallback(
    async (input: SaveInput, requestId: string) => {
      try {
        return await setTrainingDetails(cartRef, input.entryNumber, input.details, requestId);
      } catch (error) {
        lastError.current = error;
        throw error;
      }
    },
    [cartRef],
  );
  const action = useCartAction<SaveInput, CartModification>(perform, fingerprint);
  const { trainingDetails: details, product } = entry;

  const save = async (values: TrainingDetails): Promise<TrainingSaveResult> => {
    lastError.current = undefined;
    const saved = await action.run({ entryNumber: entry.entryNumber, details: values });
    if (!saved) return { saved: false, error: lastError.current };
    setOpen(false);
    announce(t('saved', { name: product.name }));
    return { saved: true };
  };

  return (
    <section className="entry-training" aria-label={`${t('heading')}: ${product.name}`}>
      {details ? (
        <PartBoundary>
          <LazyTrainingDetailsSummary details={details} />
        </PartBoundary>
      ) : (
        <p className="entry-restriction" data-training="missing">
          {t('missing')}
        </p>
      )}
      <button
        type="button"
        className="button-secondary"
        onPointerEnter={prefetchTrainingDialog}
        onFocus={prefetchTrainingDialog}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {details ? t('edit') : t('add')}
        <span className="visually-hidden">, {product.name}</span>
      </button>
      {loaded && (
        <PartBoundary>
          <LazyTrainingDialog
            // Details changed in another tab restart the form.
            key={JSON.stringify(details ?? null)}
            open={open}
            mode="edit"
            productName={product.name}
            details={details}
            onSave={save}
            onClose={() => setOpen(false)}
          />
        </PartBoundary>
      )}
    </section>
  );
}
