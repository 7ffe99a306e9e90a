import { outcomeUnknown } from './api-error';
import { occInstant } from './occ-date-time';

// Creations whose answer was lost, by key: OCC replays nothing, so a retry first looks for what
// the lost attempt made (docs/decisions/retries-without-replay.md).

/** How far the platform's clock may be behind the page's. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** Whether something dated `created` (ISO, or OCC's colon-less offset) may be an attempt's. */
export function datedSince(created: string, sentAt: number): boolean {
  return occInstant(created) >= sentAt - CLOCK_SKEW_MS;
}

export class AttemptsInDoubt {
  private readonly sent = new Map<string, number>();

  inDoubtSince(key: string): number | undefined {
    return this.sent.get(key);
  }

  settled(key: string): void {
    this.sent.delete(key);
  }

  failed(key: string, sentAt: number, error: unknown): void {
    if (outcomeUnknown(error)) this.sent.set(key, sentAt);
  }

  /** When an earlier attempt under this key is in doubt, first takes what it made, if anything. */
  async run<T>(
    key: string,
    madeSince: (sentAt: number) => Promise<T | undefined>,
    send: () => Promise<T>,
  ): Promise<T> {
    const inDoubt = this.inDoubtSince(key);
    const made = inDoubt === undefined ? undefined : await madeSince(inDoubt);
    if (made !== undefined) {
      this.settled(key);
      return made;
    }
    const sentAt = inDoubt ?? Date.now();
    try {
      const result = await send();
      this.settled(key);
      return result;
    } catch (error) {
      this.failed(key, sentAt, error);
      throw error;
    }
  }
}
