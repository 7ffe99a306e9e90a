import { useCallback, useRef, useState } from 'react';
import { useRequestIds } from '../../ui/actions/use-retry-safe-action';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'refused' | 'failed';

/** Undefined for a submit ignored while one runs. */
export type SaveOutcome<R> = { ok: true; result: R } | { ok: false; error: unknown } | undefined;

/**
 * One profile change, safe to double-click and retry: the same values reuse the request id.
 * `refuse` tells the server's refusal of the values (`refused`) from a failure to reach it.
 */
export function useProfileSave<I, R>(
  perform: (input: I, requestId: string) => Promise<R>,
  refuse: (error: unknown) => boolean,
) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  // The failure message stays until the retry ends: the button must not move under a double click.
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
