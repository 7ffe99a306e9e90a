import { sharedInstance } from './platform/shared-instance';

/**
 * GET reads that the loader starts for the tags it finds, while the widgets' code is still on its
 * way (issue 14): the header's and footer's CMS content would otherwise be asked for only once
 * the runtime had arrived, run and rendered. The request that would have made a read takes it
 * instead (`takeEarlyRead`: take-early-read.ts, in the runtime), so each is made once; nobody else
 * reads these.
 *
 * Loader code: no React, no core beyond the page-wide registry (two copies of the loader share
 * one set of reads).
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
