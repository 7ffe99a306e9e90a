import { useCallback, useRef, useState } from 'react';
import { useRequestIds } from '../../ui/actions/use-retry-safe-action';

/** Where one of the page's changes stands. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'refused' | 'failed';

/** One attempt's end: its result, or its error; undefined for a submit ignored while one runs. */
export type SaveOutcome<R> = { ok: true; result: R } | { ok: false; error: unknown } | undefined;

/**
 * One change of the profile, safe to click twice and to retry: while it runs another submit does
 * nothing; a retry of the same values after a failure reuses the request id (the identity server
 * applies it once), new values get a new one. `refuse` says whether an error is the identity
 * server's refusal of the values (shown on the fields, status `refused`) rather than a failure to
 * reach it (`failed`, "please try again", the typed values stay; `failed` stays true while the
 * retry runs).
 */
export function useProfileSave<I, R>(
  perform: (input: I, requestId: string) => Promise<R>,
  refuse: (error: unknown) => boolean,
) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  // The failure message stays until the retry ends: vanishing on the first click of a double
  // click, it would move the button and the second click would land on what moved under it.
  const [failed, setFailed] = useState(false);
  const running = useRef(false);
  const { idFor, succeeded } = useRequestIds<I>(JSON.stringify);

  const save = useCallback(
    async (input: I): Promise<SaveOutcome<R>> => {
      if (running.current) return undefined;
      running.current = true;
      setStatus('saving');
      try {
        const result = await perform(input, idFor(input));
        succeeded();
        setFailed(false);
        setStatus('saved');
        return { ok: true, result };
      } catch (error) {
        const refused = refuse(error);
        setFailed(!refused);
        setStatus(refused ? 'refused' : 'failed');
        return { ok: false, error };
      } finally {
        running.current = false;
      }
    },
    [perform, refuse, idFor, succeeded],
  );
  return { status, failed, save };
}
