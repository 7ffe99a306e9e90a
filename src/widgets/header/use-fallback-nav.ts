import { useEffect, useMemo, useState } from 'react';
import type { NavContent } from '../../api/content/nav-content.schema';
import { importAgain } from '../../core/element/import-again';
import { translator } from '../../core/i18n/messages';
import { logError } from '../../core/platform/log';
import { useCore } from '../../core/react/core-context';
import { useSite } from '../../core/react/use-store';

const loadFallbackNav = () => importAgain(() => import('./fallback-nav'));
type FallbackNavCode = Awaited<ReturnType<typeof loadFallbackNav>>;

/**
 * The built-in navigation (spec section 2) once the CMS one has `failed`: its links and texts are
 * fetched then. Undefined until they are there; if they cannot be loaded either, the menu row
 * stays empty and the rest of the header works.
 */
export function useFallbackNav(failed: boolean): NavContent | undefined {
  const site = useSite();
  const { pseudoLocalize } = useCore();
  const [code, setCode] = useState<FallbackNavCode>();
  useEffect(() => {
    if (!failed || code) return;
    let current = true;
    loadFallbackNav().then(
      (loaded) => {
        if (current) setCode(loaded);
      },
      (error: unknown) => logError('the built-in navigation could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [failed, code]);
  return useMemo(() => {
    if (!failed || !code) return undefined;
    const t = translator(
      code.fallbackNavMessages,
      site.language,
      site.pseudo ? pseudoLocalize : undefined,
    );
    return code.fallbackNav(t, site);
  }, [failed, code, site, pseudoLocalize]);
}
