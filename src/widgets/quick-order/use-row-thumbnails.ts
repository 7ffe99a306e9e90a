import { useEffect, useState } from 'react';
import { importAgain } from '../../core/element/import-again';
import { logError } from '../../core/platform/log';
import { useFlag } from '../../core/react/use-store';
import type * as RowThumbnailCode from './row-thumbnail';

// A row shows its product's thumbnail only with the image-capability flag on (off by default): the
// thumbnails' code comes once the flag is on and the form is in use (a field focused, or a row's
// entry settled: its lookup on its way), not with every quick order page; it is small and is
// usually here before the first lookup answers.

let loaded: typeof RowThumbnailCode | undefined;
let loading: Promise<unknown> | undefined;

function load(): Promise<unknown> {
  loading ??= importAgain(() => import('./row-thumbnail')).then(
    (code) => (loaded = code),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The code, once here: a row has a thumbnail address only then, so it can render one. */
export const loadedRowThumbnails = (): typeof RowThumbnailCode | undefined => loaded;

/**
 * The thumbnail address of a product's images; '' while the flag is off or the code is coming.
 * `inUse`: the shopper has started on the form.
 */
export function useRowThumbnailUrl(
  inUse: boolean,
): (images: Parameters<typeof RowThumbnailCode.thumbnailUrl>[0]) => string {
  const enabled = useFlag('image-capability');
  const [, setReady] = useState(false);
  useEffect(() => {
    if (!enabled || !inUse || loaded) return undefined;
    let live = true;
    load().then(
      () => live && setReady(true),
      (error: unknown) => logError('the quick order’s thumbnails could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [enabled, inUse]);
  const code = enabled ? loaded : undefined;
  return (images) => code?.thumbnailUrl(images) ?? '';
}
