import { useCallback, useEffect, useState } from 'react';
import { importAgain } from '../../core/element/import-again';
import { coreMessages } from '../../core/i18n/core.messages';
import { useTranslate } from '../../core/i18n/use-translate';
import type { AccountPageStatus } from './account-page';

/**
 * The code of an account page's content (its forms and their rules), loaded once the page's gate
 * opens: a visitor, asked to sign in, never needs it; a signed-in shopper's page fetches it with
 * the page's data and shows the loading state until both are there.
 */
export interface PageCode<M> {
  /** The module once loaded (the same for every widget on the page), else undefined. */
  loaded: () => M | undefined;
  /** Loads it (retried from a new URL, as every lazy file is). */
  load: () => Promise<M>;
}

/** `load` is a bare `import()` of the content's module. */
export function pageCode<M>(load: () => Promise<M>): PageCode<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    loaded: () => module,
    load: () =>
      (loading ??= importAgain(load).then(
        (m) => (module = m),
        (error: unknown) => {
          // The next load (the shopper's Try again) starts over.
          loading = undefined;
          throw error;
        },
      )),
  };
}

export interface PageCodeState<M> {
  module: M | undefined;
  /** The code failed to load, retries included: the page shows its Try again. */
  failed: boolean;
  /**
   * The page's status with its code: `loading` while the content is ready but its code is not
   * there yet, `error` once its load failed (not found stays not found: there is nothing to show).
   */
  statusWith: (status: AccountPageStatus) => AccountPageStatus;
  /** The load error's text: the core's "this part could not be loaded" when the code failed. */
  loadErrorWith: (pageText: string) => string;
  /** Loads it again (Try again). */
  retry: () => void;
}

/** The page's content code, loaded while `wanted` (the gate is open). */
export function usePageCode<M>(code: PageCode<M>, wanted: boolean): PageCodeState<M> {
  const t = useTranslate(coreMessages);
  const [, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || code.loaded()) return;
    let live = true;
    code.load().then(
      () => live && setLoaded(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [code, wanted, attempt]);
  const module = code.loaded();
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  return {
    module,
    failed,
    statusWith: (status) => {
      if (status === 'not-found' || status === 'error') return status;
      if (failed) return 'error';
      return status === 'ready' && !module ? 'loading' : status;
    },
    loadErrorWith: (pageText) => (failed ? t('partNotLoaded') : pageText),
    retry,
  };
}
