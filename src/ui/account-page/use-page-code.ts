import { useCallback, useEffect, useState } from 'react';
import { TOKENS_KEY } from '../../auth/session-constants/session-constants';
import { importAgain } from '../../core/element/import-again';
import { coreMessages } from '../../core/i18n/core.messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { readItem } from '../../core/platform/storage';
import type { AccountPageStatus } from './account-page';
import type { AccountPageGate } from './use-account-page-gate';

/** An account page's content code, loaded only once its gate opens (a visitor never needs it). */
export interface PageCode<M> {
  loaded: () => M | undefined;
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
          loading = undefined;
          throw error;
        },
      )),
  };
}

export interface PageCodeState<M> {
  module: M | undefined;
  failed: boolean;
  /** `loading` until the code is there too, `error` once its load failed. */
  statusWith: (status: AccountPageStatus) => AccountPageStatus;
  loadErrorWith: (pageText: string) => string;
  retry: () => void;
}

/**
 * The content's code is wanted once the gate opens. While the session check runs on a page that
 * holds a shopper's tokens (a returning shopper's tab), it is asked for beside the check: it is
 * most likely wanted, and the content's first paint would otherwise wait for the check, then for
 * the code. A failure then only counts once the gate opens (which asks again).
 */
export function usePageCode<M>(code: PageCode<M>, gate: AccountPageGate): PageCodeState<M> {
  const t = useTranslate(coreMessages);
  const [, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const wanted = gate === 'open';
  const early = gate === 'loading' && readItem(TOKENS_KEY) !== null;
  useEffect(() => {
    if (!(wanted || early) || code.loaded()) return;
    let live = true;
    code.load().then(
      () => live && setLoaded(true),
      () => live && wanted && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [code, wanted, early, attempt]);
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
