import { randomToken } from './base64url';

/**
 * Email changes waiting for confirmation; the link is "sent" to the outbox
 * (`GET /__mock/identity/outbox`). One pending change per shopper: a new one voids the older link.
 */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

export interface PendingEmailChange {
  code: string;
  userId: string;
  mail: string;
  expiresAt: number;
}

export interface SentEmail {
  to: string;
  subject: string;
  /** The confirmation link, on the identity server that received the request. */
  link: string;
}

let pending = new Map<string, PendingEmailChange>();
let outbox: SentEmail[] = [];

export function pendingEmailOf(userId: string): PendingEmailChange | undefined {
  const change = [...pending.values()].find((c) => c.userId === userId);
  return change && change.expiresAt > Date.now() ? change : undefined;
}

/** Records the change (replacing the shopper's earlier one) and sends its link. */
export function requestEmailChange(
  userId: string,
  mail: string,
  linkFor: (code: string) => string,
): PendingEmailChange {
  for (const [code, change] of pending) if (change.userId === userId) pending.delete(code);
  const change = {
    code: randomToken(24),
    userId,
    mail,
    expiresAt: Date.now() + EMAIL_CHANGE_TTL_MS,
  };
  pending.set(change.code, change);
  outbox.push({ to: mail, subject: 'Confirm your new email address', link: linkFor(change.code) });
  return change;
}

/** The change a link confirms; each link works once. */
export function takeEmailChange(code: string): PendingEmailChange | undefined {
  const change = pending.get(code);
  pending.delete(code);
  return change && change.expiresAt > Date.now() ? change : undefined;
}

export function sentEmails(): readonly SentEmail[] {
  return outbox;
}

export function resetEmailChanges(): void {
  pending = new Map();
  outbox = [];
}
