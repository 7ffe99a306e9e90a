import { lazy, Suspense } from 'react';
import type { Snapshot } from 'valtio/vanilla';
import { useStoreSelector } from '../react/use-store';
import { activeEmulation } from '../store/emulation';
import type { StoreState } from '../store/store';

const selectEmulation = (state: Snapshot<StoreState>) => activeEmulation(state);

/** The banner's code and texts: fetched only once an agent acts for a customer. */
const EmulationBannerView = lazy(() => import('./emulation/emulation-banner-view'));

/**
 * While a customer service member acts for a customer (issue 12), every widget says so above its
 * content, with "End session". Rendered by the element wrapper, so no widget has to remember it;
 * nothing shows for anyone else, a customer included (activeEmulation checks the signed-in user),
 * and nobody else downloads it.
 */
export function EmulationBanner() {
  const emulation = useStoreSelector(selectEmulation);
  if (!emulation) return null;
  return (
    <Suspense>
      <EmulationBannerView customerName={emulation.customerName} />
    </Suspense>
  );
}
