import { nextTask } from './element/after-host-paint';
import { sharedInstance } from './platform/shared-instance';

// Reads the loader starts while the widgets' code is on its way; the request that would have made
// one takes it instead (take-early-read.ts). Loader code.
export interface EarlyRead {
  /** Only a GET with this same lone header takes it. */
  accept: string;
  response: Promise<Response>;
  abort: () => void;
  /** Once the whole body has arrived: a widget that mounts later can use it at once. */
  settled?: { status: number; text: string };
}

interface EarlyReads {
  pending: Map<string, EarlyRead>;
  /** So that a second copy of the loader does not read it again. */
  started: Set<string>;
}

export const earlyReads = () =>
  sharedInstance<EarlyReads>('early-reads', () => ({ pending: new Map(), started: new Set() }));

export function startEarlyRead(url: string, accept: string): void {
  const { pending, started } = earlyReads();
  if (started.has(url)) return;
  started.add(url);
  const controller = new AbortController();
  const read: EarlyRead = {
    accept,
    // Each read starts in a task of its own (nextTask); a taker meanwhile waits on `response`.
    response: nextTask().then(() =>
      fetch(url, { headers: { Accept: accept }, signal: controller.signal }),
    ),
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
