import type { ComponentProps } from 'react';
import { Skeleton } from '../../ui/feedback/skeleton';
import { lazyPart, PartBoundary } from '../../ui/lazy/lazy-part';
import type { InvoiceLookupForm as InvoiceLookupFormType } from './invoice-lookup-form';

const LookupFormPart = lazyPart(
  () => import('./invoice-lookup-form'),
  (m) => m.InvoiceLookupForm,
);

/**
 * The invoice pages' lookup form (invoice number and postal code), fetched when it first shows:
 * only a store in simplified mode looks invoices up, and an account-mode page (a signed-in
 * buyer's) would otherwise carry the form with its rules and texts.
 */
export function LazyInvoiceLookupForm(props: ComponentProps<typeof InvoiceLookupFormType>) {
  return (
    <PartBoundary fallback={<Skeleton label={props.t('loading')} rows={2} />}>
      <LookupFormPart {...props} />
    </PartBoundary>
  );
}
