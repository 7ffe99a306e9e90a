import { useEffect, useMemo, useState } from 'react';
import { importAgain } from '../../core/element/import-again';
import type { SiteContext } from '../../core/locale/site-context';
import { logError } from '../../core/platform/log';
import { useCore } from '../../core/react/core-context';
import { useSite } from '../../core/react/use-store';

/** A module holding a widget's built-in content, with its own texts. */
export interface FallbackCode<T> {
  fallbackContent: (site: SiteContext, transform?: (text: string) => string) => T;
}

/**
 * A widget's built-in content once the CMS content has `failed`: its code and texts (`load`, a bare
 * `import()` of their module) are fetched then, so a page whose content comes never carries them.
 * Undefined until they are there; if they cannot be loaded either, it stays undefined and the rest
 * of the widget works.
 */
export function useLazyFallback<T>(
  failed: boolean,
  load: () => Promise<FallbackCode<T>>,
  what: string,
): T | undefined {
  const site = useSite();
  const { pseudoLocalize } = useCore();
  const [code, setCode] = useState<FallbackCode<T>>();
  useEffect(() => {
    if (!failed || code) return;
    let current = true;
    importAgain(load).then(
      (loaded) => {
        if (current) setCode(loaded);
      },
      (error: unknown) => logError(`${what} could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [failed, code, load, what]);
  return useMemo(
    () =>
      failed && code
        ? code.fallbackContent(site, site.pseudo ? pseudoLocalize : undefined)
        : undefined,
    [failed, code, site, pseudoLocalize],
  );
}
