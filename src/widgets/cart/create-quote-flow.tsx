import { usePageQuery } from '../../core/queries/use-page-query';
import { useCallback, useState, type FormEvent } from 'react';
import { checkoutQueryOptions } from '../../api/checkout/get-checkout';
import { cartFingerprint } from '../../rules/cart/ordered-items';
import { useActiveCart } from '../../ui/cart/use-active-cart';
import { quotePreviewQueryOptions } from '../../api/quotes/quote-preview';
import type { QuoteDetails } from '../../api/quotes/quote.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { checkoutStepHref } from '../../core/routes/routes';
import { ModalDialog } from '../../ui/dialog/modal-dialog';
import { EarlyExpiryNotice } from '../../ui/quotes/early-expiry-notice';
import { formatExpiration } from '../../ui/quotes/quote-dates';
import { useComponentSheet } from '../../ui/styles/use-component-sheet';
import css from './create-quote.css?inline';
import { missingForQuote, quoteSubmitFailure } from './quote-prerequisites';
import { QuoteCreatedDialog } from './quote-created-dialog';
import { quoteDialogsMessages, type QuoteDialogsMessageKey } from './quote-dialogs.messages';
import { useCreateQuote, type CreateQuoteOutcome } from './use-create-quote';

export interface CreateQuoteFlowProps {
  open: boolean;
  userId: string;
  /** The missing choices link to its steps. */
  checkoutHref: string;
  onClose: () => void;
}

/**
 * Create quote, then quote created (spec sections 2, 3, 8). The attempt's Idempotency-Key lives here
 * so it outlives the dialog's closing.
 */
export function CreateQuoteFlow({ open, userId, checkoutHref, onClose }: CreateQuoteFlowProps) {
  useComponentSheet(css);
  const t = useTranslate(quoteDialogsMessages);
  const create = useCreateQuote();
  const [created, setCreated] = useState<QuoteDetails | null>(null);
  const [failure, setFailure] = useState<QuoteDialogsMessageKey | null>(null);
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setOpenings((n) => n + 1);
      setFailure(null);
    }
  }

  const onCreated = useCallback((quote: QuoteDetails) => setCreated(quote), []);
  // The quote is made: closing its dialog ends the flow.
  const closeCreated = useCallback(() => {
    setCreated(null);
    onClose();
  }, [onClose]);

  return (
    <>
      <ModalDialog
        open={open && created === null}
        title={t('createTitle')}
        onClose={onClose}
        className="quote-dialog create-quote-dialog"
      >
        {open && (
          <CreateQuoteBody
            key={openings}
            userId={userId}
            checkoutHref={checkoutHref}
            submit={create.submit}
            pending={create.pending}
            failure={failure}
            setFailure={setFailure}
            onCreated={onCreated}
            onCancel={onClose}
          />
        )}
      </ModalDialog>
      {created && <QuoteCreatedDialog quote={created} onClose={closeCreated} />}
    </>
  );
}

interface CreateQuoteBodyProps {
  userId: string;
  checkoutHref: string;
  submit: (cartId: string, shown: string | undefined) => Promise<CreateQuoteOutcome>;
  pending: boolean;
  failure: QuoteDialogsMessageKey | null;
  setFailure: (failure: QuoteDialogsMessageKey | null) => void;
  onCreated: (quote: QuoteDetails) => void;
  onCancel: () => void;
}

/**
 * Whether the read asked for on mount (`refetchOnMount: 'always'`) has answered: until then the
 * cache may hold what another tab has changed since (TanStack's `isFetchedAfterMount`). Every
 * answer is a new object, so an answer unlike the one shown at mount is the new read's.
 */
function useReadSinceMount({ data, isFetching }: { data: unknown; isFetching: boolean }): boolean {
  const [atMount] = useState(data);
  return !isFetching && data !== undefined && data !== atMount;
}

function CreateQuoteBody({
  userId,
  checkoutHref,
  submit,
  pending,
  failure,
  setFailure,
  onCreated,
  onCancel,
}: CreateQuoteBodyProps) {
  const t = useTranslate(quoteDialogsMessages);
  const site = useSite();
  // Read afresh: another tab may have set a delivery address since.
  const checkout = usePageQuery({ ...checkoutQueryOptions(userId), refetchOnMount: 'always' });
  const preview = usePageQuery({ ...quotePreviewQueryOptions(userId), refetchOnMount: 'always' });
  const checkoutRead = useReadSinceMount(checkout);
  const previewRead = useReadSinceMount(preview);
  // What the page behind shows the cart to order: a quote of anything else is not made.
  const active = useActiveCart();
  const shown = active.cart ? cartFingerprint(active.cart) : undefined;

  if (checkout.isError || preview.isError) {
    return (
      <div className="quote-load-error">
        <p className="form-error" role="alert">
          {t('loadFailed')}
        </p>
        <div className="dialog-actions">
          <button
            type="button"
            className="button-primary"
            onClick={() => {
              void checkout.refetch();
              void preview.refetch();
            }}
          >
            {t('tryAgain')}
          </button>
          <button type="button" className="button-secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        </div>
      </div>
    );
  }
  if (!checkoutRead || !previewRead || active.status === 'loading') {
    return (
      <p className="quote-checking" role="status">
        {t('checking')}
      </p>
    );
  }
  const state = checkout.data;
  const expiry = preview.data;
  if (!state || !expiry) return null;
  const missing = missingForQuote(state);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const outcome = await submit(state.cartCode, shown);
    if (outcome.kind === 'created') onCreated(outcome.quote);
    if (outcome.kind !== 'failed' && outcome.kind !== 'cartModified') return;
    const message =
      outcome.kind === 'cartModified' ? 'cartModified' : quoteSubmitFailure(outcome.error);
    setFailure(message);
    // A refusal means what this dialog read is stale: read it again.
    if (message !== 'submitFailed') {
      void checkout.refetch();
      void preview.refetch();
    }
  };

  return (
    <form noValidate aria-busy={pending} onSubmit={(event) => void onSubmit(event)}>
      {missing.length > 0 ? (
        <div className="quote-missing">
          <p>{t('missingIntro')}</p>
          <ul>
            {missing.map((prerequisite) => (
              <li key={prerequisite.error} data-missing={prerequisite.error}>
                <span className="quote-error">{t(prerequisite.error)}</span>{' '}
                <a href={checkoutStepHref(checkoutHref, prerequisite.step)}>
                  {t(prerequisite.link)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          <p>{t('intro')}</p>
          {expiry.earlyExpiry ? (
            <EarlyExpiryNotice
              earlyExpiry={expiry.earlyExpiry}
              timeZone={expiry.timeZone}
              context="preview"
            />
          ) : (
            <p className="quote-valid-until">
              {t('validUntil', {
                expiration: formatExpiration(
                  expiry.expirationDate,
                  expiry.timeZone,
                  site.locale,
                  site.language,
                ),
              })}
            </p>
          )}
        </>
      )}
      <div className="quote-failure" role="alert">
        {failure && <p className="form-error">{t(failure)}</p>}
      </div>
      <div className="dialog-actions">
        {missing.length === 0 && (
          <button type="submit" className="button-primary" disabled={pending}>
            {pending ? t('creating') : t('create')}
          </button>
        )}
        <button type="button" className="button-secondary" onClick={onCancel}>
          {/* Nothing to create yet: the dialog only informs. */}
          {missing.length > 0 ? t('close') : t('cancel')}
        </button>
      </div>
    </form>
  );
}

export default CreateQuoteFlow;
