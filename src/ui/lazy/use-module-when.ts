import { useEffect, useState } from 'react';
import { importAgain } from '../../core/element/import-again';
import { logError } from '../../core/platform/log';

/**
 * A module fetched once it is `needed` (`load`, a bare `import()`), so that a page which never
 * needs it never carries it. Undefined until it is there (or while not needed); `failed` when it
 * could not be loaded, which is logged as `what` could not be.
 */
export function useModuleWhen<M extends object>(
  needed: boolean,
  load: () => Promise<M>,
  what: string,
): M | 'failed' | undefined {
  const [loaded, setLoaded] = useState<M | 'failed'>();
  useEffect(() => {
    if (!needed || loaded) return;
    let current = true;
    importAgain(load).then(
      (module) => {
        if (current) setLoaded(module);
      },
      (error: unknown) => {
        logError(`${what} could not be loaded`, error);
        if (current) setLoaded('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [needed, loaded, load, what]);
  return needed ? loaded : undefined;
}
