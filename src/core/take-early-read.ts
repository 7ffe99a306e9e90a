import { earlyReads, type EarlyRead } from './early-reads';

// The runtime's side of the loader's early reads (early-reads.ts), apart: the loader never asks.

/** Handed over once. */
export function takeEarlyRead(url: string, accept: string): EarlyRead | undefined {
  const { pending } = earlyReads();
  const read = pending.get(url);
  if (read?.accept !== accept) return undefined;
  pending.delete(url);
  return read;
}

/** Without taking it. */
export function settledEarlyRead(url: string): EarlyRead['settled'] {
  return earlyReads().pending.get(url)?.settled;
}
