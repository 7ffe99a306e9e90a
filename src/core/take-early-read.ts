import { earlyReads, type EarlyRead } from './early-reads';

/**
 * The runtime's side of the loader's early reads (early-reads.ts): the request that would have
 * made a read takes it instead (fetch-json.ts), and a widget that mounts after its body arrived
 * renders it at once (content-query.ts). Not in the loader's file: only the runtime asks.
 */

/** The early read of `url` sent with `accept`, handed over once; undefined if there is none. */
export function takeEarlyRead(url: string, accept: string): EarlyRead | undefined {
  const { pending } = earlyReads();
  const read = pending.get(url);
  if (read?.accept !== accept) return undefined;
  pending.delete(url);
  return read;
}

/** An early read of `url` whose body has arrived, without taking it. */
export function settledEarlyRead(url: string): EarlyRead['settled'] {
  return earlyReads().pending.get(url)?.settled;
}
