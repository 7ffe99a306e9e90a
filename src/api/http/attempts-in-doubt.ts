import { outcomeUnknown } from './api-error';
import { occInstant } from './occ-date-time';

/**
 * Attempts to create something (an order, a quote) whose answer was lost, by their key: OCC
 * replays nothing, so a retry first looks for what the lost attempt made, dated after it was
 * first sent.
 */

/** How far the platform's clock may be behind the page's. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Whether something the platform dates `created` (ISO, or OCC's offset without a colon) may be the
 * work of an attempt sent at `sentAt`.
 */
export function datedSince(created: string, sentAt: number): boolean {
  return occInstant(created) >= sentAt - CLOCK_SKEW_MS;
}

export class AttemptsInDoubt {
  private readonly sent = new Map<string, number>();

  /** When the attempt was first sent, if its outcome is still unknown. */
  inDoubtSince(key: string): number | undefined {
    return this.sent.get(key);
  }

  /** What it made is in hand: forgotten. */
  settled(key: string): void {
    this.sent.delete(key);
  }

  /** After a failure whose outcome is unknown: kept, with when it was first sent. */
  failed(key: string, sentAt: number, error: unknown): void {
    if (outcomeUnknown(error)) this.sent.set(key, sentAt);
  }

  /**
   * Sends an attempt; when an earlier one under this key is in doubt, first takes what it made
   * (`madeSince`, given when it was first sent), and sends again only when nothing is found.
   */
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
