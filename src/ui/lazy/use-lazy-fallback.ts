import { useMemo } from 'react';
import type { SiteContext } from '../../core/locale/site-context';
import { useCore } from '../../core/react/core-context';
import { useSite } from '../../core/react/use-store';
import { useModuleWhen } from './use-module-when';

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
  const code = useModuleWhen(failed, load, what);
  return useMemo(
    () =>
      code && code !== 'failed'
        ? code.fallbackContent(site, site.pseudo ? pseudoLocalize : undefined)
        : undefined,
    [code, site, pseudoLocalize],
  );
}
