import { sharedInstance } from './platform/shared-instance';

/**
 * GET reads the loader starts while the widgets' code is on its way; the request that would have
 * made one takes it instead (take-early-read.ts). Loader code, shared by every copy on the page.
 */
export interface EarlyRead {
  /** The one header the read was sent with; only a GET with the same lone header takes it. */
  accept: string;
  response: Promise<Response>;
  /** Cancels the read (the taker's timeout or abort). */
  abort: () => void;
  /** Set once the whole body has arrived: a widget that mounts later can use it at once. */
  settled?: { status: number; text: string };
}

interface EarlyReads {
  pending: Map<string, EarlyRead>;
  /** Every URL ever read early: a second copy of the loader does not read it again. */
  started: Set<string>;
}

/** The page's early reads (shared by every copy of the loader and the runtime that takes them). */
export const earlyReads = () =>
  sharedInstance<EarlyReads>('early-reads', () => ({ pending: new Map(), started: new Set() }));

/** Starts a GET of `url` with one Accept header, unless this page already did. */
export function startEarlyRead(url: string, accept: string): void {
  const { pending, started } = earlyReads();
  if (started.has(url)) return;
  started.add(url);
  const controller = new AbortController();
  const read: EarlyRead = {
    accept,
    response: fetch(url, { headers: { Accept: accept }, signal: controller.signal }),
    abort: () => controller.abort(),
  };
  // The taker reads the original body; a copy is read here to know when it has all arrived.
  read.response
    .then((response) =>
      response
        .clone()
        .text()
        .then((text) => {
          read.settled = { status: response.status, text };
        }),
    )
    // A failure reaches whoever takes the read, through `response`.
    .catch(() => undefined);
  pending.set(url, read);
}
