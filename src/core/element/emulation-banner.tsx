import { lazy, Suspense } from 'react';
import type { Snapshot } from 'valtio/vanilla';
import { useStoreSelector } from '../react/use-store';
import { activeEmulation } from '../store/emulation';
import type { StoreState } from '../store/store';

const selectEmulation = (state: Snapshot<StoreState>) => activeEmulation(state);

/** Fetched only once an agent acts for a customer. */
const EmulationBannerView = lazy(() => import('./emulation/emulation-banner-view'));

export function EmulationBanner() {
  const emulation = useStoreSelector(selectEmulation);
  if (!emulation) return null;
  return (
    <Suspense>
      <EmulationBannerView customerName={emulation.customerName} />
    </Suspense>
  );
}
